#!/usr/bin/env python3
"""Build and check the blind Chinese retrieval hold-out set 58 (memory-eval/v1, track R).

Theme
  Faith, culture, etiquette and access on the road: halal food, Ramadan fasting and
  prayer times, Buddhist six-fast days and the five pungent vegetables, kosher food,
  Sabbath walking distance, Passover and Yom Kippur, pilgrimages to sacred mountains,
  temple and church etiquette, covering up in Riyadh, tattoos at Japanese onsen, tipping
  in Israel and the US, gift taboos (China, Japan, the Gulf), phrasebooks, local SIMs for
  translation apps; and access needs: wheelchair widths and door openings, bed and toilet
  heights, roll-in showers, a deaf traveller (cochlear implant, live captions, sign
  interpreters, flashing alarms), a blind mother with a guide dog, a mother with dementia
  who wanders, a child with autism (ear defenders, queue limits, quiet rooms, sunflower
  lanyard), type 1 diabetes supplies, a colostomy, dialysis bookings abroad, step-free
  routes and assistance at airports and stations.

Accounts (12 accounts, 3 tenants; theme memories / background memories / probes)
  code tenant_id        user_id     name  theme bg   probes  who
  dm   default          u_mayan     马燕  15    133  15      TWIN A: Hui Muslim, halal + Ramadan; father in an electric wheelchair, mother with new knees
  hm   corp_huaxin      u_mayan     马燕  15    141  15      TWIN B: Buddhist (six-fast days, no 五辛); mother with Alzheimer's who wanders
  zj   default          u_zhoujing  周婧  16    137  11      profoundly deaf, cochlear implant, captions and sign interpreters
  hf   default          u_hefan     何帆  16    131  10      paraplegic manual-wheelchair business traveller
  lq   default          u_liqiao    李乔  16    123  11      blind mother with a guide dog; Japanese in-laws, gift taboos
  gy   agency_tongxing  u_gaoyuan   高远  15    143  10      Israeli wife keeps kosher, Sabbath, Passover, Yom Kippur
  tx   agency_tongxing  u_tangxiao  唐晓  16    125  10      eight-year-old son with autism, daughter gets car-sick
  sl   agency_tongxing  u_songlei   宋磊  16    125  10      haemodialysis three times a week, Catholic Sunday Mass
  wq   agency_tongxing  u_wenqi     温琪  16    124   9      type 1 diabetes (pump, CGM); vegan grandmother's pilgrimage
  lz   corp_huaxin      u_linzhe    林哲  15    136   9      permanent colostomy, tattoo at onsen, Japanese clients
  by   corp_huaxin      u_baiyu     白钰  16    145  10      Gulf sales: SIMs, translation, dress, Ramadan, right hand
  qf   corp_huaxin      u_qinfeng   秦峰  16    141   8      Protestant; father with a rollator after a stroke, mother with glaucoma
  The twin: user_id u_mayan exists under default and corp_huaxin as two different
  women named 马燕. Both keep a religious food rule, both travel with a parent who needs
  help, both book hotels around that parent and both have a relative 马X who helps. All 16
  leak probes (8 in each direction) ask in one account for what only the other account
  stored.

Counts
  memories: 188 theme + 1604 background (pool statements copied word for word, 120-145 per account)
  probes: 128, all at 2026-12-06T20:00:00+08:00
    paraphrase 42, task 24 (10 need two memories), direct 10, abstention 20,
    expiry 10 (5 via valid_until, 5 via a past date in the text), background 6, leak 16
  supersession pairs: 48 (brand/place 21, rule/amount 11, person 11, habit 5), each probed
    with the newer id relevant and the older one forbidden
  look-alike pairs: 25; non-leak probes with forbid: 59

Field usage
  users[].memories[]  id (<code>_mNN theme, <code>_bNNN background), content, type,
                      importance, created_at (2023-2026, before the probe time);
                      valid_until only on the 5 memories listed in meta.expired with
                      via="valid_until"
  probes[]            id, at, query, relevant, forbid (lists of keyword alternatives), plus
                      these extension fields:
    kind              paraphrase | task | direct | abstention | expiry | background | leak
    forbid_ids        non-leak probes: the id (same user) each forbid list guards, in order
    leak_from         leak probes: {tenant_id, user_id, ids} of the twin account; ids align
                      with forbid
  meta                builder, seed, probe_time, theme, tenants, twin, counts,
                      supersessions [{tenant_id,user_id,old,new,shape}],
                      lookalikes [{tenant_id,user_id,a,b,detail}],
                      expired [{tenant_id,user_id,id,via,phrase,ends}],
                      accounts [{tenant_id,user_id,code,name,persona,theme_memories,
                      background_memories,probes,clusters,places_dropped}]
  Background sampling: one cluster per family:cluster tag family (seeded, some forced);
  dropped: "active" lines for the wheelchair and dialysis users, theme-adjacent lines
  (ADJACENT_KEYWORDS), per-account lines that clash with or repeat the account's facts
  (drop_topics / drop_families / drop_keywords), lines naming a place the account uses
  (PLACE_WORDS + REGION_ALIASES), lines containing any forbid keyword of the account.

Usage
  python3 build_holdout58.py                          # build zh_retrieval_holdout58.json and check it
  python3 build_holdout58.py --check                  # check the file on disk
  python3 build_holdout58.py --check --file X.json    # check another file
  python3 build_holdout58.py --check --stats          # also print lexical overlap of paraphrase/direct probes
  Deterministic: SEED = 58058; rebuilding gives the same bytes.

What --check enforces
  format; 12 accounts over the 3 tenants; exactly one user_id under two tenants, matching
  meta.twin, with one name; memory and probe ids unique; types, importance, created_at
  2023-01-01..probe time; 12-16 theme memories and 120-145 background memories per account;
  background statements verbatim from POOL, one cluster per family, no theme-adjacent
  line, no place the account uses, no forbid keyword of the account; theme memories not
  copied from the pool; no date expressions in memories that must not expire by text;
  probe kind counts exact, all at the probe time; relevant ids exist in that user's
  memories and are never superseded or expired; abstention relevant == []; forbid
  well-formed; each forbid keyword occurs in its forbidden memory, never in a relevant
  memory and never in any other memory of that user; forbid_ids align and exist; leak
  probes point at the same user_id under the other tenant, run in both directions, their
  keywords never occur in the asking user's memories, and the query matches the twin's
  memory lexically better than any of the user's own; >= 40 non-leak probes with forbid;
  >= 45 supersessions (newer later, no valid_until, no change words, each probed, shapes
  varied); ~25 look-alikes (live, never forbidden, each with a probe holding exactly one);
  exactly 5 valid_until-expired + 5 text-expired memories (phrase in content, ends before
  the probe time, each forbidden by exactly one expiry probe), and no other valid_until;
  paraphrase probes share little with their fact (char ratio <= 0.34, <= 1 bigram); direct
  probes name it (ratio >= 0.40); abstention probes look tempting (>= 2 shared content
  characters with a theme memory); meta.counts and meta.accounts match the data.

Blindness record
  Read: /work/shared/eval/FORMAT.md (in full, with cat).
  Read as plain text: /work/main/bench/data/src/background_pool.py, after sha256sum gave
    0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd; never imported; its
    lines 24-567 (PLACE_WORDS and POOL) are copied word for word below (copied with sed).
  Listed once: ls /work/main/bench/data (holdout58 absent); nothing it listed was opened.
  Wrote only: /work/main/bench/data/holdout58/{build_holdout58.py, zh_retrieval_holdout58.json};
    scratch files and tampered copies under /tmp/h58_*.
  Ran: python3 on this builder and on /tmp/h58_* scratch scripts only (standard library).
  No git; no engine code, tests, other data sets or READMEs were read.
"""
import argparse
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

# ---------------------------------------------------------------------------
# Copied verbatim (as plain text, never imported) from
# /work/main/bench/data/src/background_pool.py, lines 24-567,
# sha256 0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd
# ---------------------------------------------------------------------------
PLACE_WORDS = [
    "厦门", "鼓浪屿", "青岛", "婺源", "哈尔滨", "桂林", "曼谷", "泰国", "上海", "迪士尼",
    "乌镇", "大阪", "日本", "西藏", "苏州", "广州", "新加坡", "长白山", "敦煌", "黄山",
    "川西", "香港", "首尔", "海口", "内蒙古", "青海", "洛阳", "景德镇", "武汉", "重庆",
    "西双版纳", "天津", "丽江", "深圳", "北京", "清迈", "成都", "杭州", "南京", "三亚",
]

POOL = r"""
## work profile
用户每周一上午要开部门例会
用户所在的团队今年扩招了三个人
用户最近在准备年终述职的材料
用户习惯把每天的待办事项写在便利贴上
用户觉得会开得太多影响效率
用户上个季度拿到了优秀员工
用户的直属领导是去年新调来的
用户经常加班到晚上九点以后
用户周五下午一般不安排会议
用户工作上主要用企业微信沟通
用户公司实行弹性打卡，十点前到就行
用户今年的绩效目标里有一项是带新人
用户午休时习惯趴在工位上睡二十分钟
用户正在考虑明年要不要跳槽
用户公司的年会今年在一家酒店的宴会厅办
用户的工位靠窗，夏天下午有点晒
用户上周的项目评审被推迟了
用户觉得远程会议比线下会议更累
用户负责部门每周的周报汇总
用户的公司去年搬到了新的园区
用户最近在带一个实习生
用户每个季度要出差去总部参加一次会议
用户不太喜欢在饭桌上谈工作
用户习惯提前十分钟到会议室
用户的工作邮箱每天能收到上百封邮件
用户今年申请了公司的在职进修补贴
用户在公司内部分享过一次Excel技巧
用户对公司新上线的报销系统很不满意
用户下半年要接手一个新客户
用户工作上最怕临时改需求
用户常用番茄工作法来集中注意力
用户的同事小周下个月要结婚了
用户被同事拉进了公司的羽毛球群
用户每年三月份最忙，要做部门的年度预算
用户今年是参加工作的第五年
用户的公司在推行无纸化办公
用户参加过一次公司组织的消防演练
用户的工牌丢过一次，补办花了五十块
用户跟领导提过想转岗做管理
用户觉得团队里沟通最顺畅的是设计组

## commute profile
[commute:metro] 用户每天坐地铁上下班，单程四十分钟
[commute:metro] 用户通勤路上习惯听播客
[commute:metro] 用户早高峰会避开换乘人最多的那一站
[commute:ebike] 用户骑电动车上班，一年换了两次电瓶
[commute:ebike] 用户下雨天只能改打车上班
[commute:bus] 用户坐公交上班，经常在车上刷短视频
[commute:bus] 用户每天早上七点二十出门赶公交
[commute:wfh] 用户现在一周有两天居家办公
[commute:wfh] 用户居家办公时习惯去楼下咖啡店待半天

## tech preference
[phone:ios] 用户用的手机是iPhone 15
[phone:android] 用户一直用安卓手机，换过三台小米
用户习惯用手机备忘录记购物清单
用户的电脑是一台用了五年的MacBook
用户家里装了全屋的智能灯
用户会定期把手机照片备份到家里的NAS
用户每天的屏幕使用时间大约六个小时
用户最近开始用AI工具写周报
用户买了个青轴的机械键盘
用户给父母的手机都设置了大字体
用户不喜欢用指纹解锁
用户觉得智能音箱不太好用
用户习惯把重要文件同时存两份
用户家的路由器去年换成了WiFi 6的
用户玩过一段时间树莓派
用户用Notion管理个人笔记
用户会在二手平台卖闲置的数码产品
用户设置了每天晚上十一点后手机自动静音
用户的微信好友有一千多人
用户很少在朋友圈发动态
用户喜欢研究各种效率软件
用户的平板主要用来看视频
用户有两个手机号，一个工作用一个私人用
用户戴一块运动手表，主要用来看心率
用户把常用密码都存在密码管理器里
用户的蓝牙耳机丢过一只
用户对新出的折叠屏手机很感兴趣
用户最近在学用剪映剪视频
用户家里的打印机经常卡纸
用户习惯睡前把手机放在客厅充电
用户的手机壳三年没换过
用户电脑桌面上的文件总是乱七八糟
用户给家里的老电视装了个电视盒子

## reading preference
用户喜欢看东野圭吾的推理小说
用户最近在读《人类简史》
用户每年给自己定读三十本书的目标
[books:paper] 用户更喜欢纸质书，觉得电子书没感觉
[books:ebook] 用户平时用微信读书看电子书
用户办了市图书馆的借书证
用户大学时读完了整套金庸小说
用户睡前习惯看二十分钟书
用户参加了一个线上读书会
用户最喜欢的作家是余华
用户看完《三体》之后迷上了科幻
用户不太看网络小说
用户会在豆瓣上给读过的书打分
用户买书经常等电商大促一起下单
用户最近在啃一本经济学入门书
用户喜欢看漫画，收藏了整套《海贼王》
用户小时候最爱看《十万个为什么》
用户觉得诗歌读不太进去
[books:ebook] 用户在Kindle上买了很多书但大多没看完
用户偶尔会读英文原版小说练英语
用户最近在读《置身事内》
用户很喜欢汪曾祺的散文
用户每个月会去一次书店逛逛
用户读过三遍《红楼梦》
用户喜欢听有声书，尤其是历史类的评书

## music preference
用户喜欢听周杰伦的歌
用户上学时学过五年钢琴
用户跑步时喜欢听节奏快的电子乐
用户开了QQ音乐的年度会员
用户最近迷上了听粤语老歌
用户看过一次五月天的演唱会
用户不太喜欢听说唱
用户工作时习惯戴耳机听白噪音
用户会弹一点尤克里里
用户喜欢听古典乐，尤其是肖邦
用户唱歌跑调，很少去KTV
用户收藏了一些黑胶唱片
用户最近在单曲循环一首民谣
用户小时候在少年宫学过二胡
用户觉得现在的流行歌听起来都差不多
用户的手机铃声好多年没换过
用户会用音乐App的每日推荐发现新歌
用户喜欢听爵士乐，做饭时常放

## film tv preference
用户喜欢看宫崎骏的动画电影
用户最近在追一部悬疑剧
用户看过十遍《肖申克的救赎》
用户不爱看恐怖片
用户开了好几个视频网站的会员
用户喜欢看美食纪录片
用户最近在重温《武林外传》
用户觉得国产科幻片这几年进步很大
用户会在B站看科普视频
[variety:no] 用户很少看综艺节目
用户喜欢诺兰的电影
用户追完了《漫长的季节》
用户看电影喜欢坐在最后一排
用户对漫威电影已经审美疲劳了
用户喜欢看老港片
用户最讨厌别人剧透
用户每年除夕都会陪家里人看春晚
用户看剧习惯开1.5倍速
[variety:yes] 用户最近在看一档脱口秀节目
用户喜欢看NBA比赛的录像
用户周末晚上常和家人一起看一部电影
用户喜欢看英剧，比如《神探夏洛克》
用户觉得短剧的剧情太浮夸
用户爱听相声，尤其是郭德纲的

## sports preference
[active, gym:regular] 用户每周去三次健身房
[active] 用户刚跑完人生第一个半程马拉松
[active] 用户周末经常打羽毛球
[active] 用户报了一个成人游泳班
[active] 用户最近在练瑜伽
[active] 用户每天晚饭后散步半小时
[gym:lapsed] 用户办的健身卡去了不到十次
用户喜欢看足球，是皇马球迷
用户小时候练过三年跆拳道
用户用运动App记录每天的步数
[active] 用户乒乓球打得还不错
用户参加过公司组织的趣味运动会
[active] 用户每天早上做十分钟拉伸
[active, gym:regular] 用户在健身房请过私教
[active] 用户每周会去打一次篮球
用户在客厅放了一块瑜伽垫
[active] 用户跳绳一次能跳五百个
[active] 用户最近在学打网球
[active] 用户冬天会去室内滑冰场
用户大学时是院足球队的守门员
[active] 用户买了一辆公路自行车
[active] 用户每年都会参加一次城市夜跑活动
用户觉得跑步机太无聊
用户最近开始练八段锦

## health profile
[eyes:myopia] 用户近视四百度，平时戴眼镜
[eyes:surgery] 用户前年做了近视激光手术
[eyes:good] 用户视力很好，从没戴过眼镜
用户今年体检维生素D偏低
用户每半年洗一次牙
用户有轻微的颈椎问题，是久坐导致的
用户在做牙齿正畸，戴隐形牙套
用户每年秋天打一针流感疫苗
用户体检时查出有轻度贫血
用户每天都会喝够八杯水
用户有点腱鞘炎，是鼠标用多了
用户前年拔了两颗智齿
用户最近在吃维生素和鱼油
用户每年公司组织的体检都按时去
用户打羽毛球时扭伤过一次手腕，现在已经好了
用户的血压一直很正常
用户去年冬天得过一次甲流
用户用眼过度，常备着眼药水
用户脸上容易长痘，在用皮肤科开的药膏
用户定期去献血，已经献了六次
用户觉得中医调理有点用
用户的体重比去年轻了五斤

## family relation
[parents:retired] 用户的父母都已经退休，住在老家
[parents:retired] 用户的父亲退休前是中学语文老师
[parents:retired] 用户的母亲退休后在社区合唱团唱歌
[parents:working] 用户的父亲还在经营一家五金店
[parents:working] 用户的母亲在医院当护士，快退休了
用户有个弟弟在读大学
用户的表姐在国外定居
用户每周日晚上会给家里打视频电话
用户的外婆今年九十岁了
用户的爷爷以前是铁路工人
用户逢年过节会给父母发红包
用户的舅舅在老家开了个农家乐
用户的堂弟今年考上了研究生
[mall:yes] 用户跟姐姐关系很好，经常一起逛街
用户的家族群里每天都有人转发养生文章
用户的侄子刚上小学一年级
用户小时候是在爷爷奶奶家长大的
用户的妹妹在深圳做设计
用户的家里人都爱打麻将
用户每年会陪父母做一次体检
用户给爷爷买了一台按摩椅
用户和表哥合伙开过一家奶茶店，后来关了
用户的叔叔当过兵
用户家里的家谱修到了第二十代
用户的弟弟今年刚考了驾照
用户帮父母在网上挂过很多次号
用户的大姨跟用户住在同一个小区

## pets relation
[pet:cat] 用户养了一只橘猫，叫年糕
[pet:cat] 用户家的猫今年做了绝育
[pet:cat] 用户每个月在猫粮猫砂上要花三四百
[pet:cat] 用户的猫特别喜欢趴在键盘上
[pet:cat] 用户给猫买了一个自动喂食器
[pet:dog] 用户养了一只金毛，叫大福
[pet:dog] 用户每天早晚各遛一次狗
[pet:dog] 用户家的狗去年做过一次膝盖手术
[pet:dog] 用户带狗去上过训犬课
[pet:fish] 用户在家养了一缸热带鱼
[pet:fish] 用户最近给鱼缸换了新的过滤器
[pet:turtle] 用户养的那只乌龟已经十岁了
用户小时候养过两只仓鼠

## home profile
[housing:rent] 用户现在租房住，房租占收入的三分之一
[housing:rent] 用户的房东下个月要涨房租
[housing:rent] 用户在找离公司近一点的房子
[housing:own] 用户去年买了房，每个月还房贷
[housing:own] 用户家新房刚装修完，还在通风散甲醛
[housing:own] 用户家的装修是原木风
用户家住在十七楼
用户家的洗碗机是去年添的
用户每周末会大扫除一次
用户家里装了投影仪，很少看电视
用户觉得扫地机器人是最值的家电
用户在小区业主群里很活跃
用户家楼下新开了一家便利店
用户家的热水器上个月坏了一次
用户最近在网上看沙发，想换个大一点的
用户家里的书架已经放满了
用户家附近有个公园，晚上很多人跳广场舞
用户的小区物业费今年涨了
用户喜欢收纳，家里东西摆得整整齐齐
用户家里买了一台空气净化器
用户家的WiFi信号在卫生间很差
用户家门口装了一个可视门铃

## cooking preference
用户周末会自己烤面包
用户最近买了一个空气炸锅
用户每天早上自己煮一壶咖啡
用户过年会和家里人一起包饺子
用户家的冰箱总是塞得满满的
用户刚学会用电压力锅
用户习惯周日晚上把一周的便当备好
用户在下厨房App上收藏了很多菜谱
[grocery:app] 用户买菜一般在App上下单
用户的厨房刀具是一套德国牌子的
用户做饭经常把盐放多
用户家里的调料有二十多种
用户在学着自己做酸奶

## shopping preference
用户每年双十一都会囤一波日用品
用户买衣服主要在网上
用户最近在二手平台淘了一台咖啡机
[mall:no] 用户不太喜欢逛商场
用户会用比价插件看商品的历史价格
用户习惯把快递放在驿站过两天再取
用户的购物车里常年躺着几十件东西
用户买东西很看重售后
用户喜欢收集各种帆布袋
用户开通了某电商平台的88VIP
用户最近退了一双不合脚的鞋
用户每个月的网购花销大约两千元
用户喜欢买文具，尤其是笔记本
用户会在直播间买水果
用户最近给家里换了一批新毛巾
用户买电子产品习惯等首发过后降价再买
用户不太信任代购
[grocery:market] 用户更喜欢去菜市场买菜
用户最近买了一个新的双肩包
用户常用信用卡积分兑换小家电
[mall:yes] 用户喜欢周末去逛宜家
用户在网上买过一张二手书桌
用户买衣服偏爱深色系

## finance profile
用户每个月固定定投一笔指数基金
用户有记账的习惯，用的是随手记
用户去年开了个人养老金账户
用户觉得炒股太操心了
用户给自己买了一份重疾险
用户的信用卡每个月都全额还款
用户把年终奖的一半存了定期
用户研究过一阵子可转债
用户每年会整理一次家庭资产表
用户对当年P2P暴雷的事心有余悸
用户在个人所得税App上申报了专项附加扣除
用户不太喜欢借钱给别人
用户最近在学习怎么自己报税
用户曾经买过一点金条
用户每年帮父母交城乡居民医保
用户觉得理财最重要的是留够应急金
用户对数字货币不感兴趣

## learning profile
用户在考一个项目管理的证书
用户报了一个线上的Python课
用户最近在学画水彩
用户在学做咖啡拉花
用户打算明年考在职研究生
用户每天用App背三十个英语单词
用户学过一年书法
用户在网上听一门心理学公开课
用户最近在练习公开演讲
用户学过一段时间吉他，后来放弃了
用户在自学PS修图
用户考了红十字会的急救员证
用户去年考了教师资格证
用户最近在学下围棋
用户参加过一个写作训练营
用户在学一点基础手语
用户在研究怎么用Excel做数据透视表

## opinions preference
用户觉得外卖包装太浪费了
用户认为小孩不应该太早用手机
用户觉得电动车以后肯定会取代油车
用户很反感在公共场合外放视频的人
用户觉得现在的房价太高了
用户认为读书比刷短视频有意思
用户觉得城市里的共享单车停放太乱
用户觉得AI会改变很多人的工作
用户认为垃圾分类很有必要
用户觉得过节送礼是个负担
用户不太相信星座
用户觉得养宠物就要对它负责一辈子
用户认为年轻人应该多存点钱
用户觉得现在的综艺节目套路太多
用户觉得手写的信比微信有温度
用户觉得长期996不可持续
用户认为运动是最好的减压方式
用户觉得旧物也有值得留下的价值
用户觉得天气预报越来越准了
用户觉得网上的评论很多都是刷的

## social relation
用户每个月会和大学室友聚一次
用户的朋友里当医生的比较多
用户最好的朋友在国外读博
用户不太擅长在聚会上主动聊天
用户喜欢和朋友玩剧本杀
用户有个从小一起长大的发小
用户去年参加了三场婚礼，随了不少份子钱
用户在一个摄影爱好者群里潜水
用户和前同事还一直保持着联系
用户会记住朋友的生日并提前准备礼物
用户加入了小区的跑步群
用户的大学同学大多留在了北京
用户觉得社交太多会累
用户和邻居关系处得不错
用户每年会给中学班主任发新年祝福
用户帮朋友搬过三次家
用户在同学会上被推举当了班级群群主
用户上周帮朋友看了一下午孩子

## trips event
用户2023年去过厦门鼓浪屿
用户大学毕业旅行去的是青岛
用户2024年春天去婺源看过油菜花
用户前年夏天去过哈尔滨，觉得中央大街很热闹
用户小时候跟父母去过一次桂林
用户2023年底去过泰国曼谷
用户去过两次上海迪士尼
用户曾经在乌镇住过一晚
用户2024年去日本大阪玩过五天
用户大三暑假去西藏支教过一个月
用户2024年清明去苏州看过园林
用户出差去过很多次广州
用户在新加坡转机时逛过樟宜机场
用户前年冬天去长白山看过雾凇
用户在敦煌看过一次沙漠日落
用户有一次爬黄山遇上了大雨
用户和朋友自驾走过一次川西
用户去过一次香港，主要是购物
用户去过首尔，觉得明洞人太多
用户第一次坐飞机是去海口
用户去过一次内蒙古草原，骑过马
用户在青海湖边骑过一段自行车
用户去洛阳看过一次牡丹
用户在景德镇的工作室做过一次陶艺
用户是在武汉读的大学
用户在重庆坐过长江索道
用户在西双版纳过过一次泼水节
用户去年出差去了一趟天津
用户在丽江古城丢过一次手机

## hobbies preference
用户喜欢拼乐高，家里摆了一柜子
用户最近在学做手账
用户喜欢玩数独
用户喜欢拼一千片以上的拼图
用户周末有时会去陶艺工作室拉坯
用户会织围巾，送过朋友
用户从小喜欢集邮
用户在学习插花
用户喜欢玩桌游，尤其是卡坦岛
用户会自己做香薰蜡烛
用户收藏了一面墙的冰箱贴
用户会自己修一些小家电
用户喜欢折纸
用户最近在学做皮具
用户喜欢坐在阳台上看书喝茶
用户喜欢用简笔画记录生活
用户开始写博客记录生活
用户周末偶尔会去水库钓鱼
用户喜欢玩魔方，一分钟内能还原
用户喜欢研究手冲咖啡
用户收集了好几个城市的地铁卡
用户在学十字绣
用户喜欢做模型，拼过好几艘船模
用户喜欢逛花鸟市场
用户喜欢研究各种茶叶，最爱喝岩茶

## car profile
[car:ev] 用户开的是一辆纯电车，在小区装了充电桩
[car:ev] 用户觉得电车冬天续航掉得厉害
[car:ev] 用户的电车每年保险要五千多
[car:gas] 用户的车开了八年，准备换掉
[car:gas] 用户的车上个月刚做了保养
[car:none] 用户一直没买车，觉得养车太贵
[car:none] 用户还没考驾照

## routine preference
用户一般晚上十二点睡，早上七点半起
用户周末喜欢睡懒觉到十点
用户早餐一般只喝一杯豆浆
用户晚上习惯泡脚
用户每天晚上会写三行日记
用户习惯睡前刷半小时手机
用户起床第一件事是拉开窗帘
用户每天在固定时间吃维生素
用户周日晚上会规划下一周的事情
用户每天早上会听十分钟新闻
用户习惯用闹钟而不是手机闹铃
用户每天喝两杯咖啡，下午三点以后就不喝了

## games preference
[mobilegame:yes] 用户玩了三年的王者荣耀
用户喜欢玩塞尔达系列游戏
用户买了一台Switch，主要在周末玩
用户以前是魔兽世界的老玩家
用户玩过好几款国产独立游戏
[mobilegame:no] 用户不太玩手游，觉得太肝
用户和朋友周末会联机打游戏
用户把《黑神话：悟空》通关了两遍
用户喜欢玩斗地主
用户最近在玩一款种田类的休闲游戏
用户有一个专门放游戏卡带的收纳盒
用户喜欢看游戏主播的直播

## volunteer profile
用户参加过社区的垃圾分类志愿活动
用户定期给山区学校捐书
用户在流浪动物救助站做过志愿者
用户当过一次城市马拉松的志愿者
用户是小区业委会的成员
用户在医院做过导诊志愿者
用户每个月给一个助学项目捐一百元

## plants preference
用户阳台上种了一盆三角梅
用户在家水培了几棵绿萝
用户养的多肉已经死了好几盆
用户今年在阳台种了小番茄，结了不少
用户买了一盆发财树放在客厅
用户会定期给家里的花施肥
用户养的茉莉花今年开得很好
用户对养兰花很有兴趣
用户家阳台上种了不少绿植

## misc profile
[bday:mid_autumn] 用户的生日是农历八月十五
[bday:nov3] 用户的生日是11月3日
[bday:mar21] 用户的生日在3月21日
[blood:o] 用户是O型血
[blood:a] 用户是A型血
用户觉得今年夏天特别热
用户每天出门前都会看一眼天气App
用户的雨伞总是落在公司
用户穿衣风格偏简约
用户一双运动鞋能穿三四年
用户衣柜里格子衬衫特别多
用户大学读的是机械工程专业
用户有一个坚持了十年的微博小号
用户的字写得很好看，常被夸
用户做事喜欢列清单
用户说话语速比较快
用户有收集旧报纸的习惯
用户的微信头像用了很多年没换
用户特别擅长记路
用户手机相册里存了两万多张照片
"""
# ---------------------------------------------------------------------------
# end of verbatim copy
# ---------------------------------------------------------------------------

SEED = 58058
PROBE_AT = "2026-12-06T20:00:00+08:00"
TZ = timezone(timedelta(hours=8))
NAME = "zh_retrieval_holdout58"
THEME = "faith, culture, etiquette and access (信仰、文化、礼仪与无障碍出行)"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".json")
TENANTS = ["default", "agency_tongxing", "corp_huaxin"]
TYPES = {"profile", "preference", "event", "fact", "relation"}
SHAPE_GROUPS = {"brand": "brand/place", "place": "brand/place", "rule": "rule/amount",
                "amount": "rule/amount", "person": "person", "habit": "habit"}
KINDS = {"paraphrase": 42, "task": 24, "direct": 10, "abstention": 20,
         "expiry": 10, "background": 6, "leak": 16}

# words that announce a change; forbidden in the newer memory of a supersession
CHANGE_WORDS = ["改", "换", "不再", "现在", "以前", "后来", "已经", "原来", "如今", "目前",
                "之前", "曾经", "从前", "变成", "转为", "不用", "取代", "重新", "最新", "新买",
                "再也", "终于", "开始", "这回", "眼下", "此前", "早先", "不然了"]
# date-ish expressions an engine may turn into an expiry; only the 5 text-expired
# memories may carry them
DATE_RES = [re.compile(r"20(?:1\d|2[0-6])年"), re.compile(r"[0-9一二三四五六七八九十]{1,3}月")]
DATE_WORDS = ["春节", "国庆", "中秋", "端午", "清明", "元旦", "五一", "除夕", "过年", "暑假", "寒假",
              "圣诞", "年底", "年初", "今年", "去年", "明年", "前年", "下周", "上周", "下个月",
              "上个月", "本月", "这周", "昨天", "明天", "今天", "后天"]

# pool statements dropped for every account: theme-adjacent (faith, customs, gifts,
# languages, health care, elderly relatives, disability, worship places)
ADJACENT_KEYWORDS = ["手语", "礼物", "送礼", "红包", "份子钱", "英语", "英文", "翻译", "体检", "医院",
                     "献血", "中医", "外婆", "爷爷", "奶奶", "春晚", "饺子", "除夕", "过年", "泼水节",
                     "寺", "教堂", "星座", "残疾", "轮椅", "导盲", "樟宜机场", "大字体", "挂过很多次号",
                     "饭桌", "外放视频", "急救", "祝福"]

# places: PLACE_WORDS plus aliases (a place the account names maps to a pool place word)
REGION_ALIASES = {
    "日本": ["名古屋", "东京", "福冈", "箱根", "别府", "京都", "新干线", "JR", "关西", "东瀛"],
    "泰国": ["曼谷", "清迈"],
    "上海": ["外滩", "迪士尼"],
    "青海": ["西宁"],
    "北京": ["顺义", "亮马桥", "朝阳医院"],
    "杭州": ["西湖"],
    "川西": ["峨眉山", "成都"],
}

STOP = set("的了是我在有和也要个吗呢吧啊呀哪什么怎么这那一不就都能会还得着过来上下用户他她它们你"
           "中到把被给让对为从与及或等很多少几些其啥么该想帮")
HAN = re.compile(r"[\u4e00-\u9fff]")
PARA_MAX_RATIO = 0.34   # paraphrase: share of the query's content characters found in the fact
PARA_MAX_BIGRAMS = 1    # paraphrase: shared character bigrams with the fact
DIRECT_MIN_RATIO = 0.40  # direct: the query names the fact in its own words
TEMPT_MIN_CHARS = 2     # abstention: shares at least this many content characters with a theme memory


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def hchars(s):
    return {c for c in s if HAN.match(c) and c not in STOP}


def hbigrams(s):
    out = set()
    for run in re.findall(r"[\u4e00-\u9fff]+", s):
        for i in range(len(run) - 1):
            bg = run[i:i + 2]
            if not (bg[0] in STOP and bg[1] in STOP):
                out.add(bg)
    return out


def overlap(q, m):
    qc, mc = hchars(q), hchars(m)
    ratio = len(qc & mc) / max(1, len(qc))
    return ratio, len(hbigrams(q) & hbigrams(m))


def lex_score(q, m):
    return len(hchars(q) & hchars(m)) + 2 * len(hbigrams(q) & hbigrams(m))


def parse_pool():
    """[(index, topic, type, tags, statement)] from the verbatim POOL text."""
    out, topic, mtype = [], None, None
    for line in POOL.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        out.append((len(out), topic, mtype, tags, line))
    return out


def places_in(text):
    found = {p for p in PLACE_WORDS if p in text}
    for region, aliases in REGION_ALIASES.items():
        if any(a in text for a in aliases):
            found.add(region)
    return found


def ts(date, rng):
    h, mi = rng.randint(8, 22), rng.choice([0, 5, 12, 20, 26, 33, 41, 47, 52, 58])
    return f"{date}T{h:02d}:{mi:02d}:00+08:00"


def parse_ts(s):
    return datetime.fromisoformat(s)


# ---------------------------------------------------------------------------
# THE ACCOUNTS
#   memories: (n, type, importance, created date, content)           -> id <code>_m<nn>
#   sups:     (old n, new n, shape)
#   looks:    (a n, b n, detail)
#   expired:  (n, via, phrase, ends)   via in {"valid_until", "text"}
#   probes:   (n, kind, query, [relevant n], [(forbidden n, [keywords])])
#   bg_probes:(n, query, verbatim pool statement)
# ---------------------------------------------------------------------------
ACCOUNTS = [
 dict(code="dm", tenant_id="default", user_id="u_mayan", name="马燕",
      persona="兰州回族中学老师，守清真、斋月封斋；带中风后坐电动轮椅的父亲和换过膝关节的母亲出行",
      drop_families=["parents"], forced={"pet": "cat"}, drop_keywords=["弟弟", "表哥"],
      memories=[
       (1, "profile", 0.95, "2023-03-12", "用户是回族，吃饭严格守清真，出门在外没挂清真认证的馆子一律不进"),
       (2, "fact", 0.8, "2023-09-20", "父亲用的是鱼跃H051手动轮椅，能折起来塞进后备箱，展开宽度66厘米左右"),
       (3, "fact", 0.9, "2025-11-08", "父亲出门坐一台互邦的电动轮椅，锂电池可以拆下来单独拎，整机宽61厘米"),
       (4, "preference", 0.6, "2023-05-02", "用户看礼拜时间一直用“穆斯林助手”这个App"),
       (5, "preference", 0.75, "2025-06-15", "用户靠Muslim Pro查礼拜时刻和朝向，每到点手机会震一下提醒"),
       (6, "relation", 0.7, "2024-02-18", "带父亲出远门时，帮着抬轮椅、推上推下的是弟弟马骏"),
       (7, "relation", 0.8, "2026-03-22", "每次陪用户和父亲跑长途、负责搬轮椅的是表哥马文博，他还能替用户开一段车"),
       (8, "fact", 0.7, "2023-11-05", "父亲坐车最多撑两个小时就得下来活动一下"),
       (9, "fact", 0.85, "2026-01-14", "父亲连续坐车不能超过九十分钟，再久腰就受不了"),
       (10, "fact", 0.8, "2023-04-09", "父亲中风后左半边身子使不上劲，上下车得有人在他右边扶着"),
       (11, "fact", 0.8, "2024-06-27", "母亲两个膝盖都置换过关节，平地能慢慢挪，台阶一级都上不去"),
       (12, "preference", 0.65, "2024-09-03", "父亲吃肉只认牛羊肉，鸡和鱼基本不动筷子"),
       (13, "preference", 0.7, "2025-03-19", "母亲牙口不好，牛羊肉嚼不动，只吃炖得烂烂的鸡和鱼"),
       (14, "preference", 0.75, "2024-03-28", "斋月里用户白天封斋，出门在路上没封成的日子会记下来，回家再补斋"),
       (15, "preference", 0.85, "2025-09-10", "给父亲订酒店只要带无障碍淋浴间的房间，淋浴区地面不能有台阶，还得有扶手和浴凳"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "brand"), (6, 7, "person"), (8, 9, "amount")],
      looks=[(10, 11, "父亲与母亲的行动限制"), (12, 13, "父亲与母亲的饮食偏好")],
      expired=[],
      probes=[
       (1, "task", "下个月带我爸去吉隆坡住几晚，帮我写封邮件问酒店房门和卫生间够不够宽、洗澡方不方便", [3, 15], [(2, ["鱼跃", "66厘米"])]),
       (2, "paraphrase", "在外地我靠哪个软件掐准每天那五次的时辰？", [5], [(4, ["穆斯林助手"])]),
       (3, "direct", "陪我和父亲跑长途、负责搬轮椅的是谁？", [7], [(6, ["马骏"])]),
       (4, "paraphrase", "老爷子在车里一口气能待多长时间？", [9], [(8, ["两个小时"])]),
       (5, "paraphrase", "我妈能不能自己上楼？", [11], []),
       (6, "task", "下周带爸妈自驾去西宁，路上那顿午饭帮我挑几个菜，先照顾我妈", [13, 1], []),
       (7, "abstention", "我爸那台电动轮椅的电池充满能跑多少公里？", [], []),
      ],
      bg_probes=[]),
 dict(code="hm", tenant_id="corp_huaxin", user_id="u_mayan", name="马燕",
      persona="上海华信采购，皈依佛弟子守六斋日、不吃五辛；带阿尔茨海默症、会走失的母亲出行",
      drop_families=["parents"], forced={}, drop_keywords=["钓鱼", "小姨", "保姆", "大姨"],
      memories=[
       (1, "profile", 0.9, "2023-01-15", "用户是皈依的佛弟子，法名妙音，在上海的华信集团做采购"),
       (2, "fact", 0.75, "2023-07-11", "母亲身上挂着一个小米的防走失定位卡"),
       (3, "fact", 0.9, "2025-12-02", "母亲左手腕戴着一块华为定位手表，人一离开酒店三百米，用户手机就响警报"),
       (4, "preference", 0.7, "2023-02-06", "用户每逢农历初一、十五吃全素"),
       (5, "preference", 0.85, "2025-08-21", "用户守六斋日，农历每月初八、十四、十五、二十三、二十九、三十都不沾荤腥"),
       (6, "relation", 0.7, "2024-01-09", "用户出差那几天，母亲交给保姆王阿姨照看"),
       (7, "relation", 0.85, "2026-02-27", "用户出差期间，母亲由小姨马秀兰接到她家去住"),
       (8, "preference", 0.65, "2023-10-17", "带母亲住酒店，用户要求房间在三楼以下"),
       (9, "preference", 0.85, "2025-05-30", "带母亲住酒店只订一楼的房间，离前台越近越好，服务员也能帮忙看着点"),
       (10, "fact", 0.8, "2024-04-12", "母亲傍晚五六点最容易躁动，老念叨着要回家，这个点身边得有人寸步不离"),
       (11, "fact", 0.8, "2024-11-23", "母亲半夜两三点常醒，醒了就摸去开门找厕所，酒店房门得加一道挂链"),
       (12, "preference", 0.7, "2024-07-08", "用户吃素连葱、蒜、韭菜、洋葱这些五辛也不碰"),
       (13, "preference", 0.65, "2025-01-26", "母亲跟着吃素，但鸡蛋和牛奶照吃"),
       (14, "fact", 0.75, "2025-04-03", "带母亲出门前，用户会在她外套内侧缝一条写着自己手机号的布条"),
       (15, "preference", 0.6, "2023-12-01", "进寺庙时用户会提醒家里人别穿短裤，也别踩大殿的门槛"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "rule"), (6, 7, "person"), (8, 9, "rule")],
      looks=[(10, 11, "母亲傍晚躁动与半夜起身"), (12, 13, "用户与母亲各自的素食规矩")],
      expired=[],
      probes=[
       (1, "paraphrase", "我妈要是走丢了，我怎么第一时间知道？", [3], [(2, ["小米", "定位卡"])]),
       (2, "direct", "我每个月哪几天吃素？", [5], [(4, ["初一", "全素"])]),
       (3, "paraphrase", "我出门公干时老太太由谁照应？", [7], [(6, ["王阿姨", "保姆"])]),
       (4, "task", "下周出差带我妈去杭州，帮我订两晚酒店", [9], [(8, ["三楼"])]),
       (5, "task", "带我妈住酒店，晚上睡前我得做哪些防护？", [11], []),
       (6, "paraphrase", "点菜时给老太太那份能不能加个蛋？", [13], []),
       (7, "abstention", "我妈那块定位手表充一次电能用几天？", [], []),
      ],
      bg_probes=[]),
 dict(code="zj", tenant_id="default", user_id="u_zhoujing", name="周婧",
      persona="重度听障、右耳植入人工耳蜗的独自旅行者，靠转写App、手语翻译和字幕场次出行",
      drop_families=[], forced={}, drop_topics=["music"],
      drop_keywords=["听", "耳机", "音箱", "铃", "相声", "播客", "演唱会", "唱", "语速", "闹钟"],
      memories=[
       (1, "profile", 0.95, "2023-02-14", "用户是重度听障，能说一些话，但跟人交流主要靠看口型和打字"),
       (2, "fact", 0.7, "2023-06-30", "用户右耳植入的人工耳蜗是诺尔康的，外机怕进水"),
       (3, "fact", 0.9, "2025-10-12", "用户右耳戴的人工耳蜗外机是澳大利亚Cochlear的Kanso 2，充电款"),
       (4, "preference", 0.65, "2023-08-19", "用户跟人当面聊天主要靠讯飞听见把对方的话实时转成文字"),
       (5, "preference", 0.85, "2025-04-07", "用户在国外跟人沟通用谷歌的Live Transcribe实时转写，日语离线包提前下好了"),
       (6, "relation", 0.65, "2024-01-21", "用户出远门常请手语翻译小林姐陪同"),
       (7, "relation", 0.85, "2026-04-16", "用户要手语翻译时找的是在杭州当特教老师的阿梅，按半天六百元付费"),
       (8, "preference", 0.6, "2023-12-03", "用户出门住酒店都带着一个塞在枕头下面的震动闹钟"),
       (9, "preference", 0.8, "2025-07-25", "用户出门在外靠手腕上的小米手环震动叫醒自己"),
       (10, "preference", 0.85, "2024-05-11", "用户订酒店会要求房间装有闪光火警报警器，不然夜里出事她察觉不到"),
       (11, "preference", 0.75, "2024-10-02", "用户订房时会问有没有带闪灯的门铃，服务员敲门她听不见"),
       (12, "preference", 0.7, "2024-08-08", "用户逛博物馆会提前预约手语导览的场次"),
       (13, "preference", 0.7, "2025-02-22", "用户看戏剧演出只买侧台有字幕屏的场次"),
       (14, "event", 0.6, "2026-03-05", "用户报了一期日本手语入门班，每周三晚上上课，这段时间周三不安排出门"),
       (15, "fact", 0.75, "2026-08-20", "用户每周六上午在聋人协会做志愿者，那半天出不了门"),
       (16, "preference", 0.8, "2024-12-14", "用户坐高铁会在12306登记成重点旅客，让乘务员到站前过来提醒她"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "brand"), (6, 7, "person"), (8, 9, "habit")],
      looks=[(10, 11, "闪光火警与闪灯门铃"), (12, 13, "博物馆手语导览与剧场字幕场次")],
      expired=[(14, "valid_until", "这段时间周三不安排出门", "2026-07-31")],
      probes=[
       (1, "paraphrase", "我戴的那个助听设备是哪家公司出的？", [3], [(2, ["诺尔康"])]),
       (2, "paraphrase", "出国跟店员打交道，我用什么把他们讲的内容变成字？", [5], [(4, ["讯飞"])]),
       (3, "task", "月底去杭州看聋人电影节，帮我约个手语翻译，顺便算一下两个半天的费用", [7], [(6, ["小林姐"])]),
       (4, "direct", "我住酒店用什么叫醒自己？", [9], [(8, ["枕头", "震动闹钟"])]),
       (5, "paraphrase", "半宿里整栋楼万一烧起来，我靠什么发觉？", [10], []),
       (6, "paraphrase", "周末想去剧院，票怎么挑我才跟得上台词？", [13], []),
       (7, "task", "帮我订下周去上海的高铁，别让我坐过站", [16, 1], []),
       (8, "expiry", "下周想找天去短途，我哪天固定抽不开身？", [15], [(14, ["手语入门班", "周三"])]),
       (9, "abstention", "我那个耳蜗的保修什么时候到期？", [], []),
       (10, "abstention", "聋人协会那边做志愿一次给多少补贴？", [], []),
      ],
      bg_probes=[(11, "我家那一柜子拼好的积木是什么？", "用户喜欢拼乐高，家里摆了一柜子")]),
 dict(code="hf", tenant_id="default", user_id="u_hefan", name="何帆",
      persona="胸椎损伤、全靠手动轮椅的出差族，关心门宽、床和马桶高度、无门槛淋浴和机场车站协助",
      drop_families=["car", "commute"], forced={}, no_active=True,
      drop_keywords=["散步", "爬", "跑", "骑", "跳", "足球", "守门员", "滑冰", "运动会", "马拉松",
                     "步数", "八段锦", "瑜伽", "健身", "跆拳道", "扭伤"],
      memories=[
       (1, "profile", 0.95, "2023-01-20", "用户胸椎受过伤，下半身瘫痪，日常全靠手动轮椅"),
       (2, "fact", 0.7, "2023-05-16", "用户的轮椅是Quickie的轻量款，连轮子算总宽64厘米"),
       (3, "fact", 0.9, "2025-09-03", "用户坐的是一台Küschall的钛合金轮椅，总宽58厘米，门洞有60厘米就进得去"),
       (4, "preference", 0.65, "2023-09-27", "用户出差首选全季酒店的无障碍房"),
       (5, "preference", 0.85, "2025-12-19", "用户出差认准亚朵的无障碍客房，他们家卫生间是无门槛淋浴"),
       (6, "relation", 0.65, "2024-03-02", "用户出门旅行一般跟大学室友老郑结伴"),
       (7, "relation", 0.8, "2026-05-09", "用户出远门的搭档是同样坐轮椅的朋友阿杰，两人一起跑过好几趟"),
       (8, "preference", 0.6, "2023-11-11", "用户坐飞机提前两个半小时到机场，够办轮椅托运"),
       (9, "preference", 0.85, "2026-02-03", "用户坐飞机至少提前三小时到机场，留出办特殊旅客手续和登机口交轮椅的时间"),
       (10, "fact", 0.75, "2024-07-14", "用户从轮椅挪到床上，床面最好跟轮椅座面一样高，大约48厘米"),
       (11, "fact", 0.75, "2024-09-29", "用户能用的马桶高度在45到50厘米之间，旁边还得有扶手"),
       (12, "preference", 0.8, "2025-03-08", "用户坐高铁会提前在12306预约重点旅客服务，车站派人用渡板送上车"),
       (13, "preference", 0.8, "2025-06-21", "用户坐飞机要提前48小时给航空公司打电话申请机上窄轮椅"),
       (14, "fact", 0.7, "2026-06-10", "用户尾骨附近有一处压疮还没长好，医生让他少坐，长途出行先缓一缓"),
       (15, "fact", 0.8, "2026-10-01", "用户每坐满一个小时就要用手撑起身子减压一次，长途车上得留出这个空间"),
       (16, "preference", 0.6, "2024-11-30", "用户在美国机场请人帮忙推轮椅，每次给5美元小费"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "brand"), (6, 7, "person"), (8, 9, "amount")],
      looks=[(10, 11, "床高与马桶高度"), (12, 13, "高铁与航空的协助预约")],
      expired=[(14, "valid_until", "长途出行先缓一缓", "2026-09-15")],
      probes=[
       (1, "task", "要订一间民宿，帮我写条消息问房东卫生间门洞够不够我进", [3], [(2, ["Quickie", "64厘米"])]),
       (2, "paraphrase", "跑外地开会，住宿一般订哪个牌子？", [5], [(4, ["全季"])]),
       (3, "paraphrase", "谁是陪我到处跑的那个伙伴？", [7], [(6, ["老郑"])]),
       (4, "direct", "坐飞机我要提前多久到机场？", [9], [(8, ["两个半小时"])]),
       (5, "paraphrase", "跟房东确认一下睡觉那张家具的高度，多少合适？", [10], []),
       (6, "task", "下周坐动车去南京开会住两晚，帮我把车票和住宿要提前办的事列一下", [12, 5], [(4, ["全季"])]),
       (7, "paraphrase", "在纽约JFK让地勤推我过关，该塞多少钱当谢礼？", [16], []),
       (8, "expiry", "规划一趟长途自驾，我隔多久得停下来缓一缓？", [15], [(14, ["压疮"])]),
       (9, "abstention", "我这台轮椅的保险一年交多少钱？", [], []),
       (10, "abstention", "上次在首尔坐的无障碍出租车叫什么名字？", [], []),
      ],
      bg_probes=[]),
 dict(code="lq", tenant_id="default", user_id="u_liqiao", name="李乔",
      persona="丈夫是日本人；陪因青光眼失明、牵导盲犬的母亲出行，讲究中日两边的送礼忌讳",
      drop_families=["parents"], forced={"pet": "cat"}, drop_keywords=["狗", "丈夫", "老公"],
      memories=[
       (1, "fact", 0.9, "2023-03-03", "用户的母亲因为青光眼双眼失明，出门靠导盲犬带路"),
       (2, "fact", 0.75, "2023-08-12", "母亲的导盲犬是一只黑色拉布拉多，叫珍珠"),
       (3, "fact", 0.9, "2025-08-30", "母亲出门牵着的导盲犬叫可乐，是一只黄色拉布拉多，从大连的导盲犬基地配过来的"),
       (4, "fact", 0.6, "2023-10-21", "导盲犬一天喂两顿，每顿150克狗粮"),
       (5, "fact", 0.8, "2026-01-18", "导盲犬一天吃两顿，每顿称好180克，出门要按天数分装好"),
       (6, "preference", 0.6, "2024-02-09", "母亲在外面认菜单靠手机上的Seeing AI拍照朗读"),
       (7, "preference", 0.8, "2025-11-26", "母亲在外遇到菜单、路牌，都用Be My Eyes连线志愿者帮她看"),
       (8, "preference", 0.6, "2023-12-24", "每次去名古屋看公婆，用户带的伴手礼是西湖龙井"),
       (9, "preference", 0.8, "2025-12-28", "去名古屋探望公婆，用户带的是一套宜兴紫砂茶具"),
       (10, "preference", 0.75, "2024-04-18", "给日本亲戚送礼，件数要避开4和9"),
       (11, "preference", 0.7, "2024-06-06", "给老家亲戚送礼不送钟、不送伞，也不送梨"),
       (12, "preference", 0.75, "2024-09-14", "母亲坐飞机时导盲犬趴在她脚边，得订前排腿部空间大的座位"),
       (13, "preference", 0.75, "2025-04-25", "母亲坐高铁要订一等座靠过道的位置，导盲犬趴在过道那侧"),
       (14, "event", 0.6, "2025-09-05", "2025年国庆带母亲和导盲犬去青岛玩了四天，出发前跟酒店确认过能带狗入住"),
       (15, "preference", 0.85, "2026-03-14", "带母亲住酒店，用户会先打电话确认导盲犬能进房间，再让酒店发一份书面确认"),
       (16, "relation", 0.7, "2023-06-01", "用户的丈夫佐藤健是日本人，公婆住在名古屋"),
      ],
      sups=[(2, 3, "person"), (4, 5, "amount"), (6, 7, "brand"), (8, 9, "habit")],
      looks=[(10, 11, "日本与老家的送礼忌讳"), (12, 13, "飞机与高铁的座位要求")],
      expired=[(14, "text", "2025年国庆", "2025-10-07")],
      probes=[
       (1, "paraphrase", "给我妈引路的那位毛孩子，名字是啥？", [3], [(2, ["珍珠"])]),
       (2, "task", "下周带我妈去名古屋住五天，帮我算算要装多少狗粮", [5], [(4, ["150克"])]),
       (3, "paraphrase", "我妈在餐馆点菜时，怎么知道上面写的啥？", [7], [(6, ["Seeing AI"])]),
       (4, "direct", "去名古屋看公婆带什么伴手礼？", [9], [(8, ["龙井"])]),
       (5, "paraphrase", "到了婆家那边，送东西的个数有什么忌讳？", [10], []),
       (6, "paraphrase", "帮我妈买动车票，位子怎么挑？", [13], []),
       (7, "task", "要带我妈飞一趟名古屋，帮我把机上要安排的事理一理", [12], []),
       (8, "expiry", "带我妈和狗出去住店，事先要跟酒店落实什么？", [15], [(14, ["青岛", "国庆"])]),
       (9, "abstention", "我妈的导盲犬什么时候退役？", [], []),
       (10, "abstention", "名古屋哪家餐厅允许导盲犬进去？", [], []),
      ],
      bg_probes=[(11, "家里那只橘色的猫主子叫啥名字？", "用户养了一只橘猫，叫年糕")]),
 dict(code="gy", tenant_id="agency_tongxing", user_id="u_gaoyuan", name="高远",
      persona="妻子诺娅是守教规的以色列犹太人：洁食、安息日、逾越节、赎罪日；常去以色列",
      drop_families=[], forced={}, drop_keywords=["周五"],
      memories=[
       (1, "relation", 0.95, "2023-02-20", "用户的妻子诺娅是以色列人，守犹太教规，只吃洁食（kosher）"),
       (2, "preference", 0.65, "2023-07-07", "在北京吃洁食，用户夫妻常去亮马桥那家Dini's餐厅"),
       (3, "preference", 0.85, "2025-10-25", "在北京，用户和诺娅吃洁食只去Chabad在顺义开的那家餐厅"),
       (4, "preference", 0.7, "2023-09-15", "安息日诺娅不坐车，酒店得订在犹太会堂走路二十分钟以内"),
       (5, "preference", 0.9, "2026-01-30", "安息日那天诺娅不乘任何交通工具，酒店要离犹太会堂步行十分钟以内"),
       (6, "relation", 0.6, "2024-03-10", "用户一家在以色列的地接导游是Yossi"),
       (7, "relation", 0.8, "2025-07-19", "在以色列带他们一家的地接是住在海法的华人导游陈芮"),
       (8, "preference", 0.6, "2024-05-05", "在以色列餐馆吃饭，用户一般给一成小费"),
       (9, "preference", 0.8, "2026-04-27", "在以色列吃饭，用户习惯按账单的百分之十二到十五付小费"),
       (10, "preference", 0.8, "2024-08-16", "诺娅吃过肉之后要隔六个小时才碰奶制品"),
       (11, "preference", 0.7, "2024-12-08", "诺娅出门自带两套餐具，一套吃肉用，一套吃奶制品用"),
       (12, "preference", 0.7, "2025-02-11", "逾越节那一周诺娅不吃发酵的面食，只吃无酵饼"),
       (13, "preference", 0.7, "2025-05-23", "赎罪日诺娅整天禁食，连水都不喝"),
       (14, "event", 0.6, "2026-02-10", "今年8月全家回以色列，住在特拉维夫诺娅爸妈家里"),
       (15, "event", 0.8, "2026-10-15", "2027年逾越节全家打算去耶路撒冷，跟诺娅的哥哥一起过节"),
      ],
      sups=[(2, 3, "place"), (4, 5, "rule"), (6, 7, "person"), (8, 9, "amount")],
      looks=[(10, 11, "肉奶间隔与两套餐具"), (12, 13, "逾越节与赎罪日的饮食规矩")],
      expired=[(14, "text", "今年8月", "2026-08-31")],
      probes=[
       (1, "task", "下周带诺娅去北京出差，帮我安排两顿她能吃的晚饭", [3, 1], [(2, ["Dini"])]),
       (2, "task", "周五要在上海住一晚，帮我挑家酒店，诺娅要守安息日", [5], [(4, ["二十分钟"])]),
       (3, "paraphrase", "每次飞去中东探亲，陪我们转悠讲解的向导是谁？", [7], [(6, ["Yossi"])]),
       (4, "direct", "在以色列吃饭给多少小费？", [9], [(8, ["一成"])]),
       (5, "paraphrase", "她吃完牛排，隔多久才能给她上冰淇淋？", [10], []),
       (6, "paraphrase", "她哪个节要从早饿到晚、一口饮料都不沾？", [13], []),
       (7, "expiry", "我们下回去以色列定在什么时候？", [15], [(14, ["特拉维夫"])]),
       (8, "abstention", "诺娅的哥哥叫什么名字？", [], []),
       (9, "abstention", "上海那家犹太会堂几点开门？", [], []),
      ],
      bg_probes=[(10, "我大学念的是哪个专业？", "用户大学读的是机械工程专业")]),
 dict(code="tx", tenant_id="agency_tongxing", user_id="u_tangxiao", name="唐晓",
      persona="儿子乐乐八岁、孤独症谱系，怕吵、排队有极限，需要安静房间和向日葵挂绳；女儿朵朵晕车",
      drop_families=[], forced={}, drop_keywords=["侄子", "孩子", "小孩"],
      memories=[
       (1, "relation", 0.95, "2023-04-02", "用户的儿子乐乐八岁，是孤独症谱系，对噪音和人多特别敏感"),
       (2, "fact", 0.6, "2023-08-26", "乐乐出门戴的是3M的隔音耳罩"),
       (3, "fact", 0.85, "2025-09-20", "乐乐出门戴一副Banz儿童降噪耳罩，蓝色的，尺寸刚好"),
       (4, "fact", 0.65, "2023-11-19", "乐乐排队超过十分钟就会崩溃"),
       (5, "fact", 0.85, "2026-03-01", "乐乐能安安静静排队的极限大概是一刻钟"),
       (6, "relation", 0.6, "2024-02-24", "乐乐的康复老师是星星雨的刘老师"),
       (7, "relation", 0.8, "2025-11-02", "乐乐的行为干预老师是ABA机构的周老师，出远门前会帮忙给乐乐做社交故事"),
       (8, "preference", 0.65, "2024-05-18", "乐乐出门一定要抱着那只灰色的兔子玩偶"),
       (9, "preference", 0.85, "2026-06-07", "乐乐离家过夜必须带上那条黄色的小毯子，没有它睡不着"),
       (10, "preference", 0.75, "2024-07-30", "乐乐坐飞机要靠窗的位子，看着外面他能安静下来"),
       (11, "preference", 0.7, "2025-01-12", "女儿朵朵晕车，坐车得坐前排"),
       (12, "preference", 0.8, "2024-10-20", "订酒店时用户会要求房间远离电梯和制冰机"),
       (13, "preference", 0.7, "2025-05-04", "订酒店用户要有浴缸的房间，乐乐泡澡能平复情绪"),
       (14, "event", 0.6, "2026-04-11", "乐乐在儿童医院做感统训练，每周六上午上课，这一阵周末都走不开"),
       (15, "fact", 0.75, "2026-08-29", "乐乐每周日下午有一节游泳课，雷打不动"),
       (16, "preference", 0.85, "2025-02-16", "出门时用户会给乐乐挂上向日葵挂绳，机场工作人员一看就明白"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "amount"), (6, 7, "person"), (8, 9, "habit")],
      looks=[(10, 11, "儿子与女儿的座位"), (12, 13, "房间位置与浴缸")],
      expired=[(14, "valid_until", "这一阵周末都走不开", "2026-07-31")],
      probes=[
       (1, "paraphrase", "儿子在商场里嫌闹，我给他套头上的那个装备是什么牌子？", [3], [(2, ["3M"])]),
       (2, "task", "下个月去上海迪士尼，帮我排一下项目顺序，热门项目的队怎么处理", [5], [(4, ["十分钟"])]),
       (3, "paraphrase", "带娃远行前，替他预演情景的那位专业人士是谁？", [7], [(6, ["刘老师", "星星雨"])]),
       (4, "direct", "乐乐离家过夜一定要带什么？", [9], [(8, ["兔子"])]),
       (5, "paraphrase", "订航班的时候，儿子的位置挑哪种最不闹？", [10], []),
       (6, "paraphrase", "这回订房，屋子的位置要避开什么？", [12], []),
       (7, "task", "帮我写一段过机场安检时跟工作人员说明情况的话", [16, 1], []),
       (8, "expiry", "想挑个周末带孩子出去玩两天，他哪天有课得避开？", [15], [(14, ["感统"])]),
       (9, "abstention", "乐乐那副降噪耳罩是在哪家店买的？", [], []),
       (10, "abstention", "乐乐排队时能用的那种优先通道，在迪士尼怎么申请？", [], []),
      ],
      bg_probes=[]),
 dict(code="sl", tenant_id="agency_tongxing", user_id="u_songlei", name="宋磊",
      persona="尿毒症、每周三次血透的天主教徒，出门要约异地和国外透析床位，控水控钾",
      drop_families=[], forced={}, no_active=True, drop_topics=["health"],
      drop_keywords=["八杯水", "水果", "榴莲", "香蕉", "透析", "肾"],
      memories=[
       (1, "profile", 0.95, "2023-01-08", "用户尿毒症，每周做三次血液透析，每次四个小时"),
       (2, "fact", 0.65, "2023-06-13", "用户在北京朝阳医院的透析中心做透析"),
       (3, "fact", 0.85, "2025-08-09", "用户固定在北京的德尔塔透析中心做血透，排的是周一三五上午"),
       (4, "fact", 0.7, "2023-10-04", "用户的干体重是62公斤"),
       (5, "fact", 0.9, "2026-02-21", "用户的干体重定在60.5公斤，两次透析之间体重涨幅别超过两公斤"),
       (6, "preference", 0.6, "2024-01-27", "用户去泰国时在曼谷的BNH医院约透析"),
       (7, "preference", 0.85, "2025-12-06", "用户在曼谷约透析找的是康民国际医院（Bumrungrad）的肾透析中心"),
       (8, "relation", 0.6, "2024-04-23", "帮用户联系异地透析的是透析室的护士长王姐"),
       (9, "relation", 0.8, "2026-05-17", "帮用户对接外地和国外透析床位的是透析中心的协调员小贺"),
       (10, "fact", 0.75, "2024-08-02", "透析前一天晚上，用户喝水要控制在500毫升以内"),
       (11, "fact", 0.8, "2025-03-15", "用户每天的饮水总量不能超过800毫升，汤和粥也要算进去"),
       (12, "preference", 0.8, "2024-11-09", "用户要少吃高钾的东西，香蕉、橙子、榴莲都不碰"),
       (13, "preference", 0.7, "2025-06-28", "用户吃饭时要随餐嚼碳酸镧，帮着降磷"),
       (14, "event", 0.55, "2026-01-10", "2026年春节回济南老家，在济南市中心医院临时透析了三次"),
       (15, "preference", 0.8, "2026-07-04", "回济南老家时，用户在山东省立医院约临时透析"),
       (16, "profile", 0.8, "2023-03-26", "用户是天主教徒，出门在外周日会找当地的天主教堂望弥撒"),
      ],
      sups=[(2, 3, "place"), (4, 5, "amount"), (6, 7, "place"), (8, 9, "person")],
      looks=[(10, 11, "透析前夜与每日的饮水上限"), (12, 13, "控钾与降磷")],
      expired=[(14, "text", "2026年春节", "2026-02-23")],
      probes=[
       (1, "paraphrase", "我平时洗肾是在哪家？", [3], [(2, ["朝阳医院"])]),
       (2, "direct", "我的干体重是多少？", [5], [(4, ["62公斤"])]),
       (3, "task", "下个月去曼谷玩一周，帮我把透析安排进行程", [7, 1], [(6, ["BNH"])]),
       (4, "paraphrase", "出门前谁负责替我张罗在别处洗肾的事？", [9], [(8, ["王姐", "护士长"])]),
       (5, "task", "去泰国吃水果要注意啥，帮我列个能吃和不能吃的单子", [12], []),
       (6, "paraphrase", "我一天的液体摄入上限是多少？", [11], []),
       (7, "expiry", "回济南老家要临时透析，去哪家医院？", [15], [(14, ["市中心医院"])]),
       (8, "abstention", "我透析的医保异地报销比例是多少？", [], []),
       (9, "abstention", "曼谷哪座天主教堂有中文弥撒？", [], []),
      ],
      bg_probes=[(10, "我最爱喝哪种茶？", "用户喜欢研究各种茶叶，最爱喝岩茶")]),
 dict(code="wq", tenant_id="agency_tongxing", user_id="u_wenqi", name="温琪",
      persona="1型糖尿病、戴胰岛素泵和动态血糖仪；陪吃长素的外婆去名山朝拜",
      drop_families=[], forced={}, drop_topics=["health"], drop_keywords=["糖", "胰岛素"],
      memories=[
       (1, "profile", 0.95, "2023-02-02", "用户是1型糖尿病，确诊十几年了，全靠胰岛素控制血糖"),
       (2, "fact", 0.65, "2023-07-22", "用户戴的动态血糖仪是雅培瞬感"),
       (3, "fact", 0.85, "2025-07-13", "用户胳膊上贴的是德康G7探头，数据直接传到手机上"),
       (4, "fact", 0.7, "2023-11-28", "用户用诺和笔打胰岛素，一天四针"),
       (5, "fact", 0.9, "2025-10-31", "用户身上带着美敦力780G胰岛素泵，过安检不能走X光机和全身扫描门"),
       (6, "preference", 0.6, "2024-03-17", "用户出门把胰岛素放在保温杯里，再塞个冰袋"),
       (7, "preference", 0.8, "2026-01-05", "用户旅行时把备用胰岛素装进Frio冷却袋，泡一下水就能降温"),
       (8, "relation", 0.65, "2024-06-15", "外婆一直念叨想去五台山朝拜"),
       (9, "relation", 0.85, "2026-02-14", "外婆心心念念要去普陀山拜观音，说这是她最大的心愿"),
       (10, "preference", 0.8, "2024-09-21", "用户包里常备葡萄糖片，低血糖时嚼两三片"),
       (11, "preference", 0.7, "2025-01-30", "用户包里常备几包无糖苏打饼干，怕饭点赶不上"),
       (12, "relation", 0.75, "2024-12-26", "外婆吃长素，连鸡蛋都不吃"),
       (13, "preference", 0.7, "2025-05-11", "在寺院吃斋饭，用户会先估好碳水再按量打胰岛素"),
       (14, "event", 0.55, "2026-03-20", "2026年清明陪外婆去峨眉山烧香，住在报国寺附近"),
       (15, "fact", 0.85, "2026-08-08", "外婆上山朝拜都得坐缆车，她膝盖走不了长台阶"),
       (16, "preference", 0.8, "2024-02-27", "用户坐飞机会随身带医院开的中英文胰岛素携带证明"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "brand"), (6, 7, "habit"), (8, 9, "place")],
      looks=[(10, 11, "低血糖急救与误餐备粮"), (12, 13, "外婆吃长素与用户吃斋饭算碳水")],
      expired=[(14, "text", "2026年清明", "2026-04-06")],
      probes=[
       (1, "paraphrase", "我监测血糖用的传感器是哪家的？", [3], [(2, ["雅培", "瞬感"])]),
       (2, "task", "下周飞成都，帮我想想过安检要注意什么", [5, 16], [(4, ["诺和笔", "四针"])]),
       (3, "paraphrase", "出远门我那些备用的药怎么保持凉快？", [7], [(6, ["保温杯"])]),
       (4, "task", "帮外婆规划一趟她最想去的拜佛之旅", [9, 15], [(8, ["五台山"])]),
       (5, "paraphrase", "爬山时要是头晕手抖，包里哪样东西能救急？", [10], []),
       (6, "paraphrase", "给姥姥点菜要避开哪些东西？", [12], []),
       (7, "expiry", "带外婆去烧香，上山那段路怎么安排？", [15], [(14, ["峨眉山", "报国寺"])]),
       (8, "abstention", "我的胰岛素泵保修到哪一年？", [], []),
       (9, "abstention", "普陀山上哪家素斋馆口碑最好？", [], []),
      ],
      bg_probes=[]),
 dict(code="lz", tenant_id="corp_huaxin", user_id="u_linzhe", name="林哲",
      persona="直肠癌术后有永久结肠造口、胳膊有纹身，常去日本出差泡汤、给客户备礼",
      drop_families=[], forced={}, drop_topics=["health"], drop_keywords=["纹身", "温泉"],
      memories=[
       (1, "profile", 0.95, "2023-03-18", "用户做过直肠癌手术，肚子上有一个永久性的结肠造口"),
       (2, "fact", 0.65, "2023-08-05", "用户用的造口袋是康维德的一件式"),
       (3, "fact", 0.85, "2025-06-02", "用户用的是康乐保的两件式造口袋，底盘每三天揭下来重贴一次"),
       (4, "preference", 0.65, "2023-12-12", "出差时用户按每天两个造口袋备货"),
       (5, "preference", 0.85, "2026-03-27", "用户出差带造口袋按每天三个算，另外多装一整盒备用"),
       (6, "preference", 0.6, "2024-02-02", "在日本泡温泉，用户会选别府的杉乃井酒店，那里不查纹身"),
       (7, "preference", 0.85, "2025-11-15", "用户胳膊上有纹身，去日本泡汤只订带私汤的房间，最常住箱根的强罗花坛"),
       (8, "relation", 0.6, "2024-05-28", "每次去大阪见客户，用户给田中部长带的是茅台"),
       (9, "relation", 0.8, "2026-04-04", "去大阪拜访客户，用户给山本社长带的是一盒正山小种红茶"),
       (10, "preference", 0.75, "2024-08-24", "用户坐飞机要选靠过道的位子，方便去洗手间处理造口袋"),
       (11, "preference", 0.7, "2025-01-19", "用户坐高铁喜欢订离残疾人卫生间最近的那节车厢"),
       (12, "preference", 0.7, "2024-10-27", "用户造口后不吃玉米、菌菇这类难消化的东西"),
       (13, "preference", 0.75, "2025-08-16", "用户晚上八点以后不吃东西，免得夜里袋子太满"),
       (14, "event", 0.6, "2026-02-18", "公司让用户暂停出国出差，等术后复查结果出来再说"),
       (15, "fact", 0.85, "2026-07-22", "医生说用户造口恢复得不错，长途飞行没问题，物资带够就行"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "amount"), (6, 7, "place"), (8, 9, "person")],
      looks=[(10, 11, "飞机过道座位与高铁车厢"), (12, 13, "忌口食物与晚间禁食")],
      expired=[(14, "valid_until", "暂停出国出差", "2026-05-31")],
      probes=[
       (1, "direct", "我用的造口袋是什么牌子？", [3], [(2, ["康维德"])]),
       (2, "task", "下周去福冈出差四天，帮我列个随身物品清单", [5, 1], [(4, ["每天两个"])]),
       (3, "paraphrase", "想在东瀛找个地方泡澡放松，可我臂上刺了青，住哪里好？", [7], [(6, ["杉乃井", "别府"])]),
       (4, "paraphrase", "这趟见关西那位大客户，伴手礼备点什么？", [9], [(8, ["田中", "茅台"])]),
       (5, "task", "帮我订去大阪的机票，座位怎么选？", [10], []),
       (6, "paraphrase", "在那边应酬到深夜，宵夜能不能吃？", [13], []),
       (7, "expiry", "我眼下还能坐国际航班出差吗？", [15], [(14, ["暂停出国"])]),
       (8, "abstention", "康乐保在日本哪里有门店能买到？", [], []),
      ],
      bg_probes=[(9, "我最爱玩的那款桌游叫什么？", "用户喜欢玩桌游，尤其是卡坦岛")]),
 dict(code="by", tenant_id="corp_huaxin", user_id="u_baiyu", name="白钰",
      persona="华信中东市场负责人，常跑迪拜、利雅得：本地卡与翻译App、着装遮盖、斋月礼仪、送礼与右手礼",
      drop_families=[], forced={}, drop_keywords=["手机号", "翻译", "阿拉伯", "中东"],
      memories=[
       (1, "profile", 0.9, "2023-04-14", "用户在华信负责中东市场，一年要跑好几趟海湾国家"),
       (2, "preference", 0.65, "2023-09-09", "用户在迪拜用的是Etisalat的游客卡"),
       (3, "preference", 0.85, "2025-09-26", "用户到迪拜一落地就买一张du的旅游卡，流量主要给翻译App用"),
       (4, "preference", 0.6, "2024-01-13", "用户出国翻译靠百度翻译"),
       (5, "preference", 0.85, "2025-12-11", "用户跟阿拉伯客户沟通用谷歌翻译的对话模式，阿拉伯语离线包提前下好"),
       (6, "preference", 0.65, "2024-04-08", "去沙特出差，用户会带一件黑色的阿巴雅罩袍"),
       (7, "preference", 0.85, "2026-02-06", "用户去利雅得见客户穿长袖、过脚踝的长裙，包里再放一条丝巾"),
       (8, "relation", 0.6, "2024-06-19", "用户在迪拜的合作方联系人是Ahmed"),
       (9, "relation", 0.85, "2026-05-21", "用户在迪拜对接的合作方是一位叫Fatima的女经理"),
       (10, "preference", 0.8, "2024-08-29", "赶上斋月，用户白天不在公共场合吃东西、喝水"),
       (11, "preference", 0.7, "2025-02-27", "斋月里用户约客户吃饭都放在开斋饭之后"),
       (12, "preference", 0.7, "2024-11-16", "给阿拉伯客户送礼，用户会避开带猪或狗图案的东西"),
       (13, "preference", 0.8, "2025-04-19", "跟阿拉伯客户吃饭、递名片，用户只用右手"),
       (14, "event", 0.55, "2026-01-22", "2026年3月去利雅得参加LEAP科技展，订的是会展中心旁边的酒店"),
       (15, "preference", 0.8, "2026-06-25", "用户去利雅得一般住奥拉亚区的酒店，离客户公司近"),
       (16, "preference", 0.7, "2024-03-23", "用户随身带一本《阿拉伯语口语速成》，常用的问候语都折了角"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "brand"), (6, 7, "habit"), (8, 9, "person")],
      looks=[(10, 11, "斋月白天不吃喝与开斋后约饭"), (12, 13, "送礼避讳与右手礼")],
      expired=[(14, "text", "2026年3月", "2026-03-31")],
      probes=[
       (1, "paraphrase", "到了海湾那边，我手机联网靠哪家运营商？", [3], [(2, ["Etisalat"])]),
       (2, "paraphrase", "和海湾那边的买家说不上话的时候，我用哪个工具？", [5], [(4, ["百度翻译"])]),
       (3, "task", "下周去利雅得见客户，帮我准备行李里的衣服", [7], [(6, ["阿巴雅"])]),
       (4, "paraphrase", "那家伙伴企业里，跟我打交道的是哪位女士？", [9], [(8, ["Ahmed"])]),
       (5, "paraphrase", "他们禁食的那个月份，我逛商场能拿瓶饮料边走边解渴吗？", [10], []),
       (6, "task", "明天在迪拜请客户吃饭，帮我写个餐桌上的礼仪提醒", [13], []),
       (7, "expiry", "去利雅得出差住哪一片方便？", [15], [(14, ["LEAP"])]),
       (8, "abstention", "我那张du旅游卡充一次值要多少钱？", [], []),
       (9, "abstention", "那位叫Fatima的女经理，手机号是多少？", [], []),
      ],
      bg_probes=[(10, "我转那个六面方块，多久能复原？", "用户喜欢玩魔方，一分钟内能还原")]),
 dict(code="qf", tenant_id="corp_huaxin", user_id="u_qinfeng", name="秦峰",
      persona="基督徒，主日要做礼拜；带中风后用助步车的父亲和有青光眼的母亲出行，国内外车站协助",
      drop_families=["parents"], forced={}, drop_keywords=["母亲", "父亲"],
      memories=[
       (1, "profile", 0.9, "2023-05-07", "用户是基督徒，出门在外到了主日也要找教堂做礼拜"),
       (2, "fact", 0.65, "2023-10-29", "父亲用的是可孚的四脚助行器"),
       (3, "fact", 0.85, "2025-10-18", "父亲出门用一台带刹车和坐板的四轮助步车，挪威Topro牌的"),
       (4, "fact", 0.7, "2024-01-06", "父亲一次最多能走三百米，然后就要歇"),
       (5, "fact", 0.9, "2026-03-12", "父亲每走一百五十米左右就得坐下歇一会儿"),
       (6, "preference", 0.6, "2023-06-18", "用户在上海常去国际礼拜堂做主日礼拜"),
       (7, "preference", 0.8, "2025-05-25", "用户每个主日去的是上海的沐恩堂"),
       (8, "relation", 0.6, "2024-05-12", "带父亲出门时帮忙的是护工老刘"),
       (9, "relation", 0.85, "2026-07-08", "陪父亲出门的护工是从家政公司请的张师傅，一天三百元"),
       (10, "fact", 0.75, "2024-08-11", "父亲中风后右腿没劲，上台阶先迈左脚"),
       (11, "fact", 0.75, "2025-02-08", "母亲有青光眼，天一黑就看不清脚下的路"),
       (12, "preference", 0.75, "2024-10-06", "国内坐高铁，用户会在12306给父亲约重点旅客服务，车站派人送上车"),
       (13, "preference", 0.75, "2025-08-03", "在日本坐JR，车站会派站员带着渡板送父亲上车，下车那站也有人接"),
       (14, "fact", 0.6, "2025-12-15", "父亲右髋骨折还在康复期，暂时只能坐轮椅，出远门先不考虑"),
       (15, "fact", 0.8, "2026-09-06", "父亲上楼梯超过五级就得有人在旁边扶着"),
       (16, "preference", 0.65, "2024-12-22", "用户去国外大教堂参观都穿长裤，进门前把帽子摘下来"),
      ],
      sups=[(2, 3, "brand"), (4, 5, "amount"), (6, 7, "place"), (8, 9, "person")],
      looks=[(10, 11, "父亲与母亲的出行难处"), (12, 13, "国内高铁与日本JR的协助"),
             (5, 15, "父亲的步行距离与上楼梯")],
      expired=[(14, "valid_until", "暂时只能坐轮椅", "2026-03-31")],
      probes=[
       (1, "paraphrase", "老爷子走路靠的那个辅助器具是哪家产的？", [3], [(2, ["可孚"])]),
       (2, "task", "周末带我爸逛外滩，帮我规划一下路线和歇脚的点", [5], [(4, ["三百米"])]),
       (3, "direct", "我每个主日去哪个教堂？", [7], [(6, ["国际礼拜堂"])]),
       (4, "paraphrase", "伺候老爷子出行的那位，每日报酬多少？", [9], [(8, ["老刘"])]),
       (5, "paraphrase", "晚上带我妈出去溜达，要留意什么？", [11], []),
       (6, "task", "下个月带爸去东京坐新干线，帮我弄清楚上下车怎么安排", [13], []),
       (7, "expiry", "那家餐厅门口有七八级台阶，我爸上得去吗？", [15], [(14, ["骨折"])]),
       (8, "abstention", "沐恩堂的主日礼拜几点开始？", [], []),
      ],
      bg_probes=[]),
]

# The twin: u_mayan under default (dm) and corp_huaxin (hm).
# LEAKS: (probe n, asking account code, query, [own relevant n], [(twin memory n, [keywords])])
TWIN = ("dm", "hm")
LEAKS = [
 (21, "dm", "我妈那个定位手表离开酒店多远会报警来着？", [], [(3, ["华为", "三百米"])]),
 (22, "dm", "农历初八、十四那几天，我吃饭得注意啥？", [], [(5, ["六斋日", "不沾荤"])]),
 (23, "dm", "我出差不在家，我妈交给谁照顾？", [], [(7, ["马秀兰", "小姨"]), (6, ["王阿姨", "保姆"])]),
 (24, "dm", "带老人住酒店，房间楼层有啥讲究？", [11], [(9, ["一楼", "前台"]), (8, ["三楼"])]),
 (25, "dm", "点菜时葱蒜韭菜这些要不要让厨师别放？", [], [(12, ["五辛"])]),
 (26, "dm", "我妈一到傍晚就闹着要回家，该怎么办？", [], [(10, ["躁动"])]),
 (27, "dm", "陪家里人进寺庙要注意哪些规矩？", [], [(15, ["门槛", "短裤"])]),
 (28, "dm", "我妈外套里缝的那个东西上写的啥？", [], [(14, ["布条"])]),
 (21, "hm", "我爸那台轮椅展开有多宽？", [], [(3, ["互邦", "61厘米"]), (2, ["鱼跃", "66厘米"])]),
 (22, "hm", "提醒我礼拜时间的那个App叫什么？", [], [(5, ["Muslim Pro"]), (4, ["穆斯林助手"])]),
 (23, "hm", "出远门帮忙搬轮椅的是谁？", [], [(7, ["马文博"]), (6, ["马骏"])]),
 (24, "hm", "我爸坐车最多能坐多久？", [], [(9, ["九十分钟"]), (8, ["两个小时"])]),
 (25, "hm", "给老人订无障碍酒店房间，有什么硬性要求？", [9], [(15, ["淋浴", "扶手"])]),
 (26, "hm", "出门在外斋没封成，回来怎么补？", [], [(14, ["封斋", "补斋"])]),
 (27, "hm", "在外面吃饭，餐馆要有什么认证我才进？", [], [(1, ["清真"])]),
 (28, "hm", "我妈膝盖那情况能爬楼梯吗？", [], [(11, ["膝盖", "关节"])]),
]


def mid(code, n):
    return f"{code}_m{n:02d}"


def pid(code, n):
    return f"{code}_p{n:02d}"


def build():
    pool = parse_pool()
    pool_set = {s for (_, _, _, _, s) in pool}
    families = {}
    for (_, _, _, tags, _) in pool:
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                families.setdefault(f, set()).add(c)
    acc_by_code = {a["code"]: a for a in ACCOUNTS}
    users, meta_acc, sups_meta, looks_meta, exp_meta = [], [], [], [], []
    for idx, a in enumerate(ACCOUNTS):
        rng = random.Random(SEED * 100 + idx)
        code = a["code"]
        exp_map = {n: (via, phrase, ends) for (n, via, phrase, ends) in a["expired"]}
        mems = []
        for (n, typ, imp, date, text) in a["memories"]:
            m = {"id": mid(code, n), "content": text, "type": typ, "importance": imp,
                 "created_at": ts(date, rng)}
            if n in exp_map and exp_map[n][0] == "valid_until":
                m["valid_until"] = exp_map[n][2] + "T23:59:59+08:00"
            mems.append(m)
        probes = []
        for (n, kind, q, rel, forb) in a["probes"]:
            p = {"id": pid(code, n), "at": PROBE_AT, "query": q, "kind": kind,
                 "relevant": [mid(code, r) for r in rel]}
            if forb:
                p["forbid"] = [list(k) for (_, k) in forb]
                p["forbid_ids"] = [mid(code, f) for (f, _) in forb]
            probes.append(p)
        leak_probes = []
        if code in TWIN:
            other = acc_by_code[TWIN[1] if code == TWIN[0] else TWIN[0]]
            for (n, frm, q, rel, forb) in LEAKS:
                if frm != code:
                    continue
                leak_probes.append({
                    "id": pid(code, n), "at": PROBE_AT, "query": q, "kind": "leak",
                    "relevant": [mid(code, r) for r in rel],
                    "forbid": [list(k) for (_, k) in forb],
                    "leak_from": {"tenant_id": other["tenant_id"], "user_id": other["user_id"],
                                  "ids": [mid(other["code"], f) for (f, _) in forb]}})
        # ---- background sampling
        forced = a.get("forced", {})
        chosen = {}
        for fam in sorted(families):
            if fam in a.get("drop_families", []):
                continue
            chosen[fam] = forced.get(fam) or rng.choice(sorted(families[fam]))
        text_all = " ".join(m["content"] for m in mems) + " " + " ".join(
            p["query"] for p in probes + leak_probes)
        used_places = sorted(places_in(text_all))
        forbid_kw = sorted({k for p in probes + leak_probes for alts in p.get("forbid", []) for k in alts})
        theme_norm = [norm(m["content"]) for m in mems]
        cand = []
        for (i, topic, mtype, tags, s) in pool:
            fam_ok = True
            for t in tags:
                if ":" in t:
                    f, c = t.split(":", 1)
                    if chosen.get(f) != c:
                        fam_ok = False
            if not fam_ok:
                continue
            if a.get("no_active") and "active" in tags:
                continue
            if topic in a.get("drop_topics", []):
                continue
            if any(k in s for k in ADJACENT_KEYWORDS):
                continue
            if any(k in s for k in a.get("drop_keywords", [])):
                continue
            if any(p in s for p in used_places):
                continue
            if any(norm(k) in norm(s) for k in forbid_kw):
                continue
            if norm(s) in theme_norm:
                continue
            cand.append((i, mtype, s))
        must = [s for (_, _, s) in a["bg_probes"]]
        cand_s = [c[2] for c in cand]
        for s in must:
            assert s in cand_s, (code, s)
        nbg = rng.randint(120, 145)
        others = [c for c in cand if c[2] not in must]
        pick = [c for c in cand if c[2] in must] + rng.sample(others, nbg - len(must))
        pick.sort()
        bg_ids = {}
        for j, (i, mtype, s) in enumerate(pick, 1):
            d = datetime(2023, 1, 1, tzinfo=TZ) + timedelta(
                days=rng.randint(0, 1428), hours=rng.randint(8, 22), minutes=rng.randint(0, 59))
            mems.append({"id": f"{code}_b{j:03d}", "content": s, "type": mtype,
                         "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created_at": d.strftime("%Y-%m-%dT%H:%M:00+08:00")})
            bg_ids[s] = f"{code}_b{j:03d}"
        for (n, q, s) in a["bg_probes"]:
            probes.append({"id": pid(code, n), "at": PROBE_AT, "query": q, "kind": "background",
                           "relevant": [bg_ids[s]]})
        probes.sort(key=lambda p: p["id"])
        allp = probes + leak_probes
        users.append({"user_id": a["user_id"], "tenant_id": a["tenant_id"],
                      "memories": mems, "probes": allp})
        for (o, nw, shape) in a["sups"]:
            sups_meta.append({"tenant_id": a["tenant_id"], "user_id": a["user_id"],
                              "old": mid(code, o), "new": mid(code, nw), "shape": shape})
        for (x, y, detail) in a["looks"]:
            looks_meta.append({"tenant_id": a["tenant_id"], "user_id": a["user_id"],
                               "a": mid(code, x), "b": mid(code, y), "detail": detail})
        for (n, via, phrase, ends) in a["expired"]:
            exp_meta.append({"tenant_id": a["tenant_id"], "user_id": a["user_id"],
                             "id": mid(code, n), "via": via, "phrase": phrase, "ends": ends})
        meta_acc.append({"tenant_id": a["tenant_id"], "user_id": a["user_id"], "code": code,
                         "name": a["name"], "persona": a["persona"],
                         "theme_memories": len(a["memories"]), "background_memories": len(pick),
                         "probes": len(allp), "clusters": chosen, "places_dropped": used_places})
    kinds = {}
    for u in users:
        for p in u["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    nonleak_forbid = sum(1 for u in users for p in u["probes"] if p["kind"] != "leak" and p.get("forbid"))
    counts = {
        "tenants": len(TENANTS), "accounts": len(users),
        "theme_memories": sum(x["theme_memories"] for x in meta_acc),
        "background_memories": sum(x["background_memories"] for x in meta_acc),
        "probes": sum(kinds.values()), "probes_by_kind": {k: kinds.get(k, 0) for k in KINDS},
        "supersessions": len(sups_meta), "lookalikes": len(looks_meta), "expired": len(exp_meta),
        "expired_valid_until": sum(1 for e in exp_meta if e["via"] == "valid_until"),
        "expired_text": sum(1 for e in exp_meta if e["via"] == "text"),
        "nonleak_probes_with_forbid": nonleak_forbid,
        "task_probes_with_2plus_relevant": sum(1 for u in users for p in u["probes"]
                                               if p["kind"] == "task" and len(p["relevant"]) >= 2),
    }
    dm, hm = acc_by_code[TWIN[0]], acc_by_code[TWIN[1]]
    meta = {
        "builder": "bench/data/holdout58/build_holdout58.py", "seed": SEED, "probe_time": PROBE_AT,
        "theme": THEME, "tenants": TENANTS,
        "twin": {"user_id": dm["user_id"], "name": dm["name"],
                 "accounts": [{"tenant_id": dm["tenant_id"], "persona": dm["persona"]},
                              {"tenant_id": hm["tenant_id"], "persona": hm["persona"]}],
                 "leak_probes": counts["probes_by_kind"]["leak"]},
        "counts": counts, "supersessions": sups_meta, "lookalikes": looks_meta,
        "expired": exp_meta, "accounts": meta_acc,
        "fields": {"probes[].kind": "paraphrase|task|direct|abstention|expiry|background|leak",
                   "probes[].forbid_ids": "ids (same user) of the memories each forbid list guards, same order",
                   "probes[].leak_from": "for leak probes: the twin account and the ids each forbid list guards"},
    }
    return {"format": "memory-eval/v1", "name": NAME, "meta": meta, "users": users}


# ---------------------------------------------------------------------------
# CHECK
# ---------------------------------------------------------------------------
def check(data):
    E = []
    err = E.append
    pool = parse_pool()
    pool_set = {s for (_, _, _, _, s) in pool}
    pool_tags = {s: tags for (_, _, _, tags, s) in pool}
    pool_topic = {s: topic for (_, topic, _, _, s) in pool}
    probe_at = parse_ts(PROBE_AT)
    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    meta = data.get("meta") or {}
    for k in ["builder", "seed", "probe_time", "theme", "tenants", "twin", "counts",
              "supersessions", "lookalikes", "expired", "accounts"]:
        if k not in meta:
            err(f"meta.{k} missing")
    if meta.get("probe_time") != PROBE_AT:
        err("meta.probe_time differs")
    users = data.get("users") or []
    if len(users) != 12:
        err(f"expected 12 accounts, got {len(users)}")
    tenants = sorted({u.get("tenant_id", "default") for u in users})
    if tenants != sorted(TENANTS) or sorted(meta.get("tenants", [])) != sorted(TENANTS):
        err(f"tenants must be {TENANTS}, got {tenants}")
    keys = [(u.get("tenant_id", "default"), u["user_id"]) for u in users]
    if len(set(keys)) != len(keys):
        err("duplicate (tenant_id,user_id)")
    by_uid = {}
    for t, uid in keys:
        by_uid.setdefault(uid, []).append(t)
    twins = [uid for uid, ts_ in by_uid.items() if len(ts_) > 1]
    twin_meta = meta.get("twin", {})
    if len(twins) != 1 or twins[0] != twin_meta.get("user_id") or len(by_uid[twins[0]]) != 2:
        err(f"exactly one user_id must exist under two tenants and match meta.twin (got {twins})")
    acc_meta = {(x["tenant_id"], x["user_id"]): x for x in meta.get("accounts", [])}
    if twins:
        names = {acc_meta.get((t, twins[0]), {}).get("name") for t in by_uid[twins[0]]}
        if len(names) != 1:
            err("twin accounts must carry the same name")
    # ids
    all_mids, all_pids = [], []
    umap = {}
    for u in users:
        key = (u.get("tenant_id", "default"), u["user_id"])
        mems = u.get("memories", [])
        umap[key] = {m["id"]: m for m in mems}
        all_mids += [m["id"] for m in mems]
        all_pids += [p["id"] for p in u.get("probes", [])]
    if len(set(all_mids)) != len(all_mids):
        err("memory ids are not unique")
    if len(set(all_pids)) != len(all_pids):
        err("probe ids are not unique")
    exp_list = meta.get("expired", [])
    exp_ids = {(e["tenant_id"], e["user_id"], e["id"]) for e in exp_list}
    vu_ids = {(e["tenant_id"], e["user_id"], e["id"]) for e in exp_list if e["via"] == "valid_until"}
    text_ids = {(e["tenant_id"], e["user_id"], e["id"]) for e in exp_list if e["via"] == "text"}
    sup_list = meta.get("supersessions", [])
    old_ids = {(s["tenant_id"], s["user_id"], s["old"]) for s in sup_list}
    look_list = meta.get("lookalikes", [])
    look_ids = set()
    for l in look_list:
        look_ids |= {(l["tenant_id"], l["user_id"], l["a"]), (l["tenant_id"], l["user_id"], l["b"])}
    kinds = {}
    nonleak_forbid = 0
    years = set()
    leak_dirs = set()
    tasks2 = 0
    for u in users:
        key = (u.get("tenant_id", "default"), u["user_id"])
        mm = umap[key]
        theme = [m for m in u.get("memories", []) if "_m" in m["id"]]
        bg = [m for m in u.get("memories", []) if "_b" in m["id"]]
        if not 12 <= len(theme) <= 16:
            err(f"{key}: {len(theme)} theme memories (need 12-16)")
        if not 120 <= len(bg) <= 145:
            err(f"{key}: {len(bg)} background memories (need 120-145)")
        if len(theme) + len(bg) != len(mm):
            err(f"{key}: memory ids must be <code>_mNN or <code>_bNNN")
        contents = [norm(m["content"]) for m in u.get("memories", [])]
        if len(set(contents)) != len(contents):
            err(f"{key}: duplicate memory content")
        for m in u.get("memories", []):
            mk = key + (m["id"],)
            if not m.get("content") or m.get("type") not in TYPES:
                err(f"{mk}: content/type invalid")
            if not isinstance(m.get("importance"), (int, float)) or not 0 <= m["importance"] <= 1:
                err(f"{mk}: importance invalid")
            try:
                ca = parse_ts(m["created_at"])
                if not (datetime(2023, 1, 1, tzinfo=TZ) <= ca < probe_at):
                    err(f"{mk}: created_at outside 2023-01-01..probe time")
            except Exception:
                err(f"{mk}: created_at unparsable")
                ca = None
            if "valid_until" in m:
                if mk not in vu_ids:
                    err(f"{mk}: valid_until on a memory not listed as expired via valid_until")
                else:
                    vu = parse_ts(m["valid_until"])
                    if not vu < probe_at or (ca and not ca < vu):
                        err(f"{mk}: valid_until must fall between created_at and probe time")
            elif mk in vu_ids:
                err(f"{mk}: listed as valid_until-expired but has no valid_until")
        for m in theme:
            mk = key + (m["id"],)
            years.add(m["created_at"][:4])
            if m["content"] in pool_set:
                err(f"{mk}: theme memory copied from the pool")
            if mk not in text_ids:
                c = m["content"]
                if any(r.search(c) for r in DATE_RES) or any(w in c for w in DATE_WORDS):
                    err(f"{mk}: date expression in a memory that must not expire from its text")
        # background: verbatim, one cluster per family, filters
        chosen = {}
        used = set()
        for m in theme:
            used |= places_in(m["content"])
        for p in u.get("probes", []):
            used |= places_in(p["query"])
        acc_forbid = {norm(k) for p in u.get("probes", []) for alts in p.get("forbid", []) for k in alts}
        for m in bg:
            mk = key + (m["id"],)
            s = m["content"]
            if s not in pool_set:
                err(f"{mk}: background statement not verbatim from the pool")
                continue
            for t in pool_tags[s]:
                if ":" in t:
                    f, c = t.split(":", 1)
                    if chosen.setdefault(f, c) != c:
                        err(f"{key}: two clusters of family {f} in background")
            if any(k in s for k in ADJACENT_KEYWORDS):
                err(f"{mk}: theme-adjacent background statement")
            if any(p in s for p in used):
                err(f"{mk}: background names a place the account uses")
            if any(k in norm(s) for k in acc_forbid):
                err(f"{mk}: background contains a forbid keyword of the account")
        # probes
        for p in u.get("probes", []):
            pk = key + (p["id"],)
            kind = p.get("kind")
            kinds[kind] = kinds.get(kind, 0) + 1
            if p.get("at") != PROBE_AT:
                err(f"{pk}: at must be {PROBE_AT}")
            if kind not in KINDS:
                err(f"{pk}: unknown kind {kind}")
                continue
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err(f"{pk}: relevant missing")
                continue
            for r in rel:
                if r not in mm:
                    err(f"{pk}: relevant id {r} not in this user's memories")
                elif key + (r,) in old_ids or key + (r,) in exp_ids:
                    err(f"{pk}: relevant id {r} is superseded or expired")
            if len(set(rel)) != len(rel):
                err(f"{pk}: duplicate relevant ids")
            if kind == "abstention" and rel:
                err(f"{pk}: abstention probe must have relevant []")
            if kind in ("paraphrase", "task", "direct", "expiry", "background") and not rel:
                err(f"{pk}: {kind} probe needs relevant ids")
            if kind == "task" and len(rel) >= 2:
                tasks2 += 1
            if kind == "background":
                if len(rel) != 1 or "_b" not in rel[0]:
                    err(f"{pk}: background probe must point at exactly one background memory")
            rel_text = [norm(mm[r]["content"]) for r in rel if r in mm]
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or any(not isinstance(x, list) or not x or
                                                   any(not isinstance(k, str) or not k for k in x)
                                                   for x in forbid):
                err(f"{pk}: forbid must be a list of non-empty keyword lists")
                continue
            for alts in forbid:
                for k in alts:
                    if any(norm(k) in t for t in rel_text):
                        err(f"{pk}: forbid keyword {k} occurs in a relevant memory")
            if kind == "leak":
                lf = p.get("leak_from") or {}
                okey = (lf.get("tenant_id"), lf.get("user_id"))
                if lf.get("user_id") != u["user_id"] or lf.get("tenant_id") == key[0] or okey not in umap:
                    err(f"{pk}: leak_from must name the same user_id under the other tenant")
                    continue
                if u["user_id"] not in twins:
                    err(f"{pk}: leak probe outside the twin accounts")
                leak_dirs.add((key[0], okey[0]))
                ids = lf.get("ids", [])
                if len(ids) != len(forbid) or not ids:
                    err(f"{pk}: leak_from.ids must align with forbid")
                    continue
                own_all = [norm(m["content"]) for m in u.get("memories", [])]
                for fid, alts in zip(ids, forbid):
                    if fid not in umap[okey]:
                        err(f"{pk}: leak id {fid} not in the twin's memories")
                        continue
                    ft = norm(umap[okey][fid]["content"])
                    for k in alts:
                        if norm(k) not in ft:
                            err(f"{pk}: forbid keyword {k} not in twin memory {fid}")
                        if any(norm(k) in t for t in own_all):
                            err(f"{pk}: forbid keyword {k} occurs in the asking user's own memories")
                if ids and ids[0] in umap[okey]:
                    best_twin = lex_score(p["query"], umap[okey][ids[0]]["content"])
                    best_own = max(lex_score(p["query"], m["content"]) for m in u.get("memories", []))
                    if not best_twin > best_own:
                        err(f"{pk}: query does not match the twin's memory best ({best_twin} <= {best_own})")
                if "forbid_ids" in p:
                    err(f"{pk}: leak probes name their targets in leak_from, not forbid_ids")
                continue
            if forbid:
                nonleak_forbid += 1
                fids = p.get("forbid_ids")
                if not isinstance(fids, list) or len(fids) != len(forbid):
                    err(f"{pk}: forbid_ids must align with forbid")
                    continue
                for fid, alts in zip(fids, forbid):
                    if fid not in mm:
                        err(f"{pk}: forbid id {fid} not in this user's memories")
                        continue
                    if fid in rel:
                        err(f"{pk}: forbid id {fid} also relevant")
                    if key + (fid,) in look_ids:
                        err(f"{pk}: look-alike memory {fid} put in forbid")
                    ft = norm(mm[fid]["content"])
                    for k in alts:
                        if norm(k) not in ft:
                            err(f"{pk}: forbid keyword {k} not in forbidden memory {fid}")
                        for oid, om in mm.items():
                            if oid not in fids and norm(k) in norm(om["content"]):
                                err(f"{pk}: forbid keyword {k} also occurs in {oid}")
            elif "forbid_ids" in p:
                err(f"{pk}: forbid_ids without forbid")
            if kind == "expiry":
                fids = p.get("forbid_ids") or []
                if len(fids) != 1 or key + (fids[0],) not in exp_ids:
                    err(f"{pk}: expiry probe must forbid exactly one expired memory")
            # lexical shape
            if kind == "paraphrase":
                for r in rel:
                    if r in mm:
                        ratio, bgs = overlap(p["query"], mm[r]["content"])
                        if ratio > PARA_MAX_RATIO or bgs > PARA_MAX_BIGRAMS:
                            err(f"{pk}: paraphrase shares too much with {r} (ratio {ratio:.2f}, bigrams {bgs})")
            if kind == "direct":
                best = max([overlap(p["query"], mm[r]["content"])[0] for r in rel if r in mm] or [0])
                if best < DIRECT_MIN_RATIO:
                    err(f"{pk}: direct probe does not name its fact (ratio {best:.2f})")
            if kind == "abstention":
                shared = max(len(hchars(p["query"]) & hchars(m["content"])) for m in theme) if theme else 0
                if shared < TEMPT_MIN_CHARS:
                    err(f"{pk}: abstention probe is not tempting (shares {shared} chars)")
    for k, n in KINDS.items():
        if kinds.get(k, 0) != n:
            err(f"kind {k}: {kinds.get(k, 0)} probes, need {n}")
    if sum(kinds.values()) != 128:
        err(f"{sum(kinds.values())} probes, need 128")
    if nonleak_forbid < 40:
        err(f"only {nonleak_forbid} non-leak probes carry forbid (need >= 40)")
    if tasks2 < 5:
        err(f"only {tasks2} task probes need two or more memories (need >= 5)")
    if twins and len(leak_dirs) != 2:
        err("leak probes must run in both directions between the twin accounts")
    if not {"2023", "2024", "2025", "2026"} <= years:
        err("theme created_at must spread over 2023-2026")
    # supersessions
    if len(sup_list) < 45:
        err(f"only {len(sup_list)} supersession pairs (need >= 45)")
    shapes = {}
    for s in sup_list:
        key = (s["tenant_id"], s["user_id"])
        mm = umap.get(key, {})
        o, n = mm.get(s["old"]), mm.get(s["new"])
        if not o or not n or "_m" not in s["old"] or "_m" not in s["new"]:
            err(f"supersession {s}: ids missing")
            continue
        shapes[s.get("shape")] = shapes.get(s.get("shape"), 0) + 1
        if not parse_ts(n["created_at"]) > parse_ts(o["created_at"]):
            err(f"supersession {s['old']}->{s['new']}: newer created_at not later")
        if "valid_until" in o or "valid_until" in n:
            err(f"supersession {s['old']}->{s['new']}: valid_until not allowed")
        if key + (s["old"],) in exp_ids or key + (s["new"],) in exp_ids:
            err(f"supersession {s['old']}->{s['new']}: expired memory used")
        for w in CHANGE_WORDS:
            if w in n["content"]:
                err(f"supersession new {s['new']}: change word {w}")
        u = next(x for x in users if (x.get("tenant_id", "default"), x["user_id"]) == key)
        if not any(s["new"] in p["relevant"] and s["old"] in (p.get("forbid_ids") or [])
                   for p in u["probes"]):
            err(f"supersession {s['old']}->{s['new']}: never probed with new relevant / old forbidden")
    groups = {}
    for sh, n in shapes.items():
        g = SHAPE_GROUPS.get(sh, "?")
        groups[g] = groups.get(g, 0) + n
    if set(groups) != set(SHAPE_GROUPS.values()) or min(groups.values()) < 5:
        err(f"supersession shapes not varied enough: {groups}")
    # look-alikes
    if not 22 <= len(look_list) <= 28:
        err(f"{len(look_list)} look-alike pairs (need about 25)")
    for l in look_list:
        key = (l["tenant_id"], l["user_id"])
        mm = umap.get(key, {})
        if l["a"] not in mm or l["b"] not in mm:
            err(f"lookalike {l}: ids missing")
            continue
        for x in (l["a"], l["b"]):
            if key + (x,) in old_ids or key + (x,) in exp_ids:
                err(f"lookalike {x}: must be a live fact")
        u = next(x for x in users if (x.get("tenant_id", "default"), x["user_id"]) == key)
        if not any((l["a"] in p["relevant"]) != (l["b"] in p["relevant"]) for p in u["probes"]):
            err(f"lookalike {l['a']}/{l['b']}: no probe holds exactly one of them")
    # expired
    if len(vu_ids) != 5 or len(text_ids) != 5 or len(exp_list) != 10:
        err("need exactly 5 valid_until-expired and 5 text-expired memories")
    vu_on_disk = sum(1 for u in users for m in u.get("memories", []) if "valid_until" in m)
    if vu_on_disk != 5:
        err(f"{vu_on_disk} memories carry valid_until (need exactly 5)")
    for e in exp_list:
        key = (e["tenant_id"], e["user_id"])
        m = umap.get(key, {}).get(e["id"])
        if not m:
            err(f"expired {e['id']}: missing")
            continue
        if e["phrase"] not in m["content"]:
            err(f"expired {e['id']}: phrase not in content")
        ends = datetime.fromisoformat(e["ends"] + "T23:59:59+08:00")
        if not ends < probe_at or not parse_ts(m["created_at"]) < ends:
            err(f"expired {e['id']}: ends must fall between created_at and probe time")
        if e["via"] == "text" and "valid_until" in m:
            err(f"expired {e['id']}: text-expired memory must not carry valid_until")
        if e["via"] == "valid_until" and m.get("valid_until", "")[:10] != e["ends"]:
            err(f"expired {e['id']}: valid_until differs from meta ends")
        u = next(x for x in users if (x.get("tenant_id", "default"), x["user_id"]) == key)
        if sum(1 for p in u["probes"] if p["kind"] == "expiry" and e["id"] in (p.get("forbid_ids") or [])) != 1:
            err(f"expired {e['id']}: must be forbidden by exactly one expiry probe")
    # meta counts
    c = meta.get("counts", {})
    real = {"accounts": len(users), "probes": sum(kinds.values()),
            "supersessions": len(sup_list), "lookalikes": len(look_list), "expired": len(exp_list),
            "theme_memories": sum(1 for m in all_mids if "_m" in m),
            "background_memories": sum(1 for m in all_mids if "_b" in m),
            "nonleak_probes_with_forbid": nonleak_forbid}
    for k, v in real.items():
        if c.get(k) != v:
            err(f"meta.counts.{k} = {c.get(k)} but data has {v}")
    if c.get("probes_by_kind") != {k: kinds.get(k, 0) for k in KINDS}:
        err("meta.counts.probes_by_kind differs from data")
    for key, x in acc_meta.items():
        if key not in umap:
            err(f"meta.accounts names unknown account {key}")
            continue
        nth = sum(1 for i in umap[key] if "_m" in i)
        if x.get("theme_memories") != nth or x.get("background_memories") != len(umap[key]) - nth:
            err(f"meta.accounts {key}: memory counts differ")
    if len(acc_meta) != len(users):
        err("meta.accounts must list every account")
    return E


def stats(data):
    for u in data["users"]:
        mm = {m["id"]: m for m in u["memories"]}
        for p in u["probes"]:
            if p["kind"] in ("paraphrase", "direct"):
                vals = [overlap(p["query"], mm[r]["content"]) for r in p["relevant"]]
                print(p["id"], p["kind"], vals, p["query"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--file", default=OUT)
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    if args.check:
        try:
            with open(args.file, encoding="utf-8") as f:
                data = json.load(f)
        except Exception as e:
            print(f"CHECK FAILED: cannot read {args.file}: {e}")
            return 1
        errs = check(data)
        if args.stats:
            stats(data)
        if errs:
            for e in errs[:60]:
                print("ERROR", e)
            print(f"CHECK FAILED: {len(errs)} error(s) in {args.file}")
            return 1
        c = data["meta"]["counts"]
        print(f"CHECK OK: {args.file}")
        print(json.dumps(c, ensure_ascii=False))
        return 0
    data = build()
    errs = check(data)
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {OUT}")
    if errs:
        for e in errs[:80]:
            print("ERROR", e)
        print(f"built, but {len(errs)} check error(s)")
        return 1
    print("check OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
