#!/usr/bin/env python3
"""holdout55 — blind Chinese retrieval set (memory-eval/v1, track R).

Theme
  Documents, safety and emergencies on the road: passports (expiry, blank
  pages, numbers), visas (Schengen, US B1/B2 + EVUS, Japan multiple-entry,
  Vietnamese / Turkish e-visas, NZ working holiday), 港澳通行证 and 签注,
  大陆居民往来台湾通行证 / 入台证, 台胞证 and 台湾居民居住证, ID cards and their
  loss (临时身份证), travel insurance (which company, what it covers,
  claims), emergency contacts, medical documents (English letters for
  insulin/needles and CPAP, English prescriptions, EpiPen, pacemaker and
  stent cards), blood type and allergy cards, solo women's safety habits,
  night-time rules, scams met before, pickpocketing, lost/delayed luggage,
  领保热线 12308, document copies, power of attorney (委托书), children's
  documents (出生证明, 户口本, notarised consent letters when travelling with
  one parent, 防走失卡), pets' documents (microchip, rabies vaccine, antibody
  titre, export quarantine), Canadian PR card and dual nationality, names
  that differ between documents, visa photos and fingerprints, a 公务护照,
  work-unit rules holding passports, 无犯罪记录证明, elderly parents'
  documents, travel-agency guarantee deposits (出境保证金).

Accounts (12 accounts, 3 tenants)
  default      u_zhangwei     张伟, 41, man; wife 刘敏, daughter 朵朵 (8)
  default      u_wangjianguo  王建国, 63, retired; insulin, wife 赵桂兰
  default      u_sunxiaoqing  孙晓晴, 36; takes her elderly parents abroad
  default      u_huangzhe     黄哲, 34; state-owned employer keeps passports
  org_xingtu   u_zhangwei     张薇, 29, woman, single solo traveller (the
                              SAME user_id as the default-tenant 张伟: two
                              different people; all 16 leak probes cross
                              between these two accounts)
  org_xingtu   u_liqian       李倩, 37; travels alone with son 睿睿 (7)
  org_xingtu   u_chenhao      陈浩, 46; Canadian PR, son is Canadian
  org_xingtu   u_zhoumin      周敏, 26; NZ working holiday, e-visas
  org_haiyun   u_zhaolei      赵磊, 52; business traveller, CPAP
  org_haiyun   u_xumeng       徐萌, 30; taking her corgi 可乐 to Japan
  org_haiyun   u_hefang       何芳, 45; changed name, stolen ID card
  org_haiyun   u_lintingyu    林庭宇, 38; Taiwanese resident of Xiamen

Counts (enforced by --check)
  12 accounts; 12-16 theme memories and 120-145 background memories each;
  128 probes = 42 paraphrase + 24 task + 10 direct + 20 abstention +
  10 expiry + 6 background + 16 leak; >=45 supersession pairs (48 built);
  >=40 non-leak probes with `forbid` ; 23-27 look-alike pairs (25 built);
  10 expired memories (7 via `valid_until`, 3 via a date in the text).
  Every probe is asked at 2026-10-15T19:30:00+08:00.

Field usage (FORMAT.md, memory-eval/v1, track R)
  probes[].relevant  the memory ids that must be recalled ([] = abstain).
                     (The brief's "expected ids" are FORMAT's `relevant`;
                     the keyword field `expect` is a track-E field and is
                     deliberately absent: the set has no sessions.)
  probes[].forbid    keyword alternatives that must not be injected; each
                     inner list belongs to one forbidden memory.
  Extensions (FORMAT does not forbid extra keys; readers ignore them):
  probes[].kind, probes[].forbid_ids (the ids the `forbid` lists come
  from), top-level `meta` (supersessions, lookalikes, expired, counts).
  Memory ids are unique across the whole file: <acct>_tNN are theme
  memories, <acct>_bNNN are background memories.

Blindness record (honesty of the set)
  The author read exactly two files and listed one directory:
    * read  /work/shared/eval/FORMAT.md                    (the format spec)
    * sha256sum /work/main/bench/data/src/background_pool.py, verified
      0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd,
      then read it as plain text (cat/sed/open().read(), never imported);
      its POOL text and PLACE_WORDS list are copied verbatim below.
    * ls /work/main/bench/data  (once, to confirm holdout55 did not exist;
      it showed only directory/file names, none of which was opened)
  After writing, the author also ran `ls -la` and `sha256sum` on this
  set's own output directory /work/main/bench/data/holdout55/ (which holds
  only the two files below), and ran the builder with python3 and
  /work/main/.venv/bin/python.  Nothing else under /work/main was opened,
  grepped or listed: no engine code, no tests, no other evaluation data,
  no README, no git command.
  Written files: only this script and zh_retrieval_holdout55.json in
  /work/main/bench/data/holdout55/ (scratch work under /tmp/h55_*).

Background memories
  Sampled per account from the copied pool (third person, one statement a
  line), keeping one cluster per `family:cluster` tag family, dropping
  statements that are on-theme (documents, insurance, blood, vaccines,
  loss/theft, scams, safety …), that contradict the account (age, family,
  job, pets, eyesight …), that name a place used in the account's theme
  memories or probe queries, or that contain any forbid keyword of the
  account's probes.  About a third get the pronoun 他/她 instead of 用户.

Usage
  python3 build_holdout55.py              # (re)write the JSON next to this file
  python3 build_holdout55.py --check [P]  # validate P (default: the JSON here)
  H55_CHECK_PATH=P python3 build_holdout55.py --check   # same, via env var
  --check exits 1 and prints every violation; 0 and a summary when valid.

Rules enforced by --check
  F1  top level: format == "memory-eval/v1", non-empty name, users list.
  F2  users: non-empty user_id, tenant_id string, memories and probes lists,
      (tenant_id, user_id) unique.
  F3  memories: id (unique in file), non-empty content, type string,
      importance in [0,1], created_at ISO-8601 with offset, valid_until
      (optional) ISO-8601 with offset, created_at before the probe time.
  F4  probes: id unique, non-empty query, at == 2026-10-15T19:30:00+08:00,
      relevant is a list of ids of the same user, forbid a list of non-empty
      lists of non-empty strings, kind in the seven kinds, forbid_ids
      present exactly when forbid is non-empty.
  C1  12 accounts, 3 tenants, exactly one user_id under two tenants, all
      other user_ids unique.
  C2  per account: 12-16 theme (_t) and 120-145 background (_b) memories;
      no duplicate content within an account.
  C3  kind counts exactly 42/24/10/20/10/6/16 (total 128).
  C4  abstention: relevant == [].  task: 2-5 relevant.  paraphrase, direct,
      background: >= 1 relevant.  background: relevant are all _b ids;
      all other kinds: relevant are all _t ids.
  C5  leak probes only on the two same-user_id accounts; each forbids >= 1
      memory of the twin account (same user_id, other tenant); non-leak
      probes forbid only their own memories.
  C6  forbid keywords: every group matches (NFKC, lower-case substring) a
      memory in forbid_ids; no alternative matches any memory of the asking
      account outside forbid_ids; every forbid_ids memory is matched by
      some group; relevant and forbid_ids are disjoint.
  C7  supersessions (meta): >= 45; same account; older created before newer;
      newer has no valid_until and none of the change words 改成 现在 换成
      不再 以前 原来 之前 已经; older is never relevant; every pair has a
      non-leak probe with newer relevant and older forbidden; any probe
      with a newer memory relevant forbids its older one.
  C8  expired (meta): exactly 10; end before the probe time; equal to
      valid_until, or (no valid_until) the date written in the text;
      created before the end; never relevant; each forbidden by >= 1 expiry
      probe; each expiry probe forbids >= 1 expired memory.
  C9  look-alikes (meta): 23-27 pairs of valid memories of one account
      (neither superseded-old nor expired, not themselves a supersession);
      each pair has a non-leak probe with one relevant and the other
      forbidden.
  C10 >= 40 non-leak probes carry forbid.
  C11 paraphrase: the share of the query's content characters (Han
      characters minus a small function-word list) found in its relevant
      memories is <= 0.40 for every paraphrase probe.
  C12 background memories contain none of the on-theme words.
  C13 meta.counts agrees with the data.
"""

import hashlib
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

SEED = 20261015
PROBE_AT = "2026-10-15T19:30:00+08:00"
TZ = timezone(timedelta(hours=8))
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_NAME = "zh_retrieval_holdout55.json"
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"

KIND_COUNTS = {"paraphrase": 42, "task": 24, "direct": 10, "abstention": 20,
               "expiry": 10, "background": 6, "leak": 16}
CHANGE_WORDS = ["改成", "现在", "换成", "不再", "以前", "原来", "之前", "已经"]
# on-theme words: a background statement containing one is dropped (C12)
ON_THEME = ["保险", "险", "丢", "偷", "急救", "消防", "血", "疫苗", "密码",
            "文件同时存两份", "国外定居", "P2P", "驾照", "医保", "护照", "签证",
            "身份证", "骗", "安全", "报警", "指纹", "应急", "领馆", "使馆", "证件",
            "通行证", "紧急"]
PARAPHRASE_MAX_OVERLAP = 0.40
FUNCTION_CHARS = set("的了我是吗在有个那这么什么啥来着要还能不一吧呢和都就也去到会多少几得呀啊哪谁你他她们上下里")

# ---------------------------------------------------------------------------
# copied verbatim from /work/main/bench/data/src/background_pool.py (read as
# text; sha256 0a00ee82…92cd)
PLACE_WORDS = [
    "厦门", "鼓浪屿", "青岛", "婺源", "哈尔滨", "桂林", "曼谷", "泰国", "上海", "迪士尼",
    "乌镇", "大阪", "日本", "西藏", "苏州", "广州", "新加坡", "长白山", "敦煌", "黄山",
    "川西", "香港", "首尔", "海口", "内蒙古", "青海", "洛阳", "景德镇", "武汉", "重庆",
    "西双版纳", "天津", "丽江", "深圳", "北京", "清迈", "成都", "杭州", "南京", "三亚",
]

POOL_TEXT = r"""
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
# accounts: theme memories are (tid, created, type, importance, content[, valid_until])

ACCOUNTS = [
    {
        "key": "zwd", "user_id": "u_zhangwei", "tenant_id": "default", "gender": "m",
        "who": "张伟，41岁，男，IT架构师；妻子刘敏，女儿朵朵（张语桐，8岁），弟弟张强",
        "clusters": {"parents": "retired"}, "drop_topics": [], "drop_words": ["弟弟在读大学"],
        "theme": [
            ("t01", "2025-03-06 10:12", "fact", 0.8, "用户护照号码尾号是3471"),
            ("t02", "2026-05-21 20:40", "fact", 0.9, "用户护照尾号8820，有效期到2036年5月"),
            ("t03", "2025-08-14 21:05", "fact", 0.85, "女儿朵朵（张语桐）的护照2029年7月到期，是五年期的儿童护照"),
            ("t04", "2025-04-09 12:30", "fact", 0.75, "用户的申根签证是意大利领事馆签发的"),
            ("t05", "2026-03-17 09:48", "fact", 0.85, "用户手上的申根签是法国领事馆签的，两年多次，2027年11月到期"),
            ("t06", "2025-07-02 22:16", "fact", 0.7, "用户一家出境游的保险一般在平安保险买"),
            ("t07", "2026-07-08 08:55", "fact", 0.85, "用户家出境旅行险买的是安联的全家年度计划，含医疗转运和证件遗失协助"),
            ("t08", "2025-05-10 19:20", "fact", 0.75, "用户出国登记的紧急联系人是弟弟张强"),
            ("t09", "2026-06-30 23:02", "fact", 0.85, "用户的紧急联系人留的是老婆刘敏，手机13917025566"),
            ("t10", "2025-09-03 18:11", "fact", 0.7, "用户是B型血"),
            ("t11", "2025-09-03 18:12", "fact", 0.7, "朵朵是A型血，小时候体检查的"),
            ("t12", "2026-01-12 13:37", "fact", 0.8, "老婆刘敏单独带朵朵出境时，要带用户签字的同意出行声明，公证过，还附了英文翻译"),
            ("t13", "2026-02-25 16:03", "event", 0.6, "用户在巴黎圣心堂门口被人硬塞过编绳手环，对方随后围着要钱"),
            ("t14", "2025-11-20 20:14", "fact", 0.6, "朵朵的出生证明和户口本复印件都放在家里那个蓝色文件袋里"),
            ("t15", "2026-07-01 11:26", "fact", 0.7, "暑假带朵朵去香港，给她的港澳通行证签了一次有效的香港签注",
             "2026-08-31T23:59:59+08:00"),
            ("t16", "2026-10-09 17:45", "fact", 0.8, "朵朵的港澳通行证上周在自助机签了两次有效的香港签注"),
        ],
        "supersessions": [("t01", "t02"), ("t04", "t05"), ("t06", "t07"), ("t08", "t09")],
        "lookalikes": [("t02", "t03", "本人护照到期 vs 女儿护照到期"),
                       ("t10", "t11", "本人血型 vs 女儿血型")],
        "expired": [("t15", "2026-08-31T23:59:59+08:00", "valid_until")],
        "background_force": [],
        "probes": [
            ("paraphrase", "我那本能出国的证件，号码最后四位多少来着", ["t02"], [("t01", ["3471"])]),
            ("paraphrase", "去欧洲那个签是哪国给批的？能用到啥时候", ["t05"], [("t04", ["意大利"])]),
            ("paraphrase", "万一我在外头出了啥事，应该先通知谁", ["t09"], [("t08", ["张强"])]),
            ("paraphrase", "闺女要是需要输血，得配哪种", ["t11"], [("t10", ["B型"])]),
            ("task", "下个月老婆自己带娃去欧洲玩一趟，帮我把要准备的证件理一理", ["t03", "t12", "t14", "t07"],
             [("t06", ["平安"])]),
            ("task", "帮我列一下这次出差去德国前要核对的东西", ["t02", "t05", "t07", "t09"],
             [("t01", ["3471"]), ("t04", ["意大利"]), ("t06", ["平安"]), ("t08", ["张强"])]),
            ("direct", "朵朵护照什么时候到期", ["t03"], [("t02", ["2036年5月", "8820"])]),
            ("abstention", "老婆的护照几号到期", [], []),
            ("abstention", "我的美国签证还有多久过期", [], []),
            ("expiry", "朵朵去香港那个签注还能用不", ["t16"], [("t15", ["一次有效"])]),
            ("leak", "我护照哪天到期来着", ["t02"], [("t01", ["3471"]), ("zwx:t02", ["5093", "2031年2月"])]),
            ("leak", "出国紧急联系人我填的是谁", ["t09"], [("t08", ["张强"]), ("zwx:t07", ["阿琳", "林琳"])]),
            ("leak", "我什么血型", ["t10"], [("zwx:t08", ["Rh阴性", "O型"])]),
            ("leak", "我境外旅行险是在哪家买的", ["t07"], [("t06", ["平安"]), ("zwx:t10", ["众安"])]),
            ("leak", "我的日本签证还剩多久", [], [("zwx:t03", ["日本五年多次", "2029年6月"])]),
            ("leak", "我在国外遇到过什么骗局", ["t13"], [("zwx:t16", ["宝石", "突突车"])]),
            ("leak", "一个人住酒店我一直有哪些安全讲究", [], [("zwx:t12", ["门挡"])]),
            ("leak", "出门要随身带的救命药和医生证明有哪些", [], [("zwx:t11", ["EpiPen", "坚果"])]),
        ],
    },
    {
        "key": "zwx", "user_id": "u_zhangwei", "tenant_id": "org_xingtu", "gender": "f",
        "who": "张薇，29岁，女，广州互联网公司UI设计师，单身，常独自旅行，养一只橘猫",
        "clusters": {"pet": "cat"}, "drop_topics": [], "drop_words": [],
        "theme": [
            ("t01", "2025-04-16 22:41", "fact", 0.75, "用户护照尾号1186"),
            ("t02", "2026-02-27 10:05", "fact", 0.9, "用户护照号后四位5093，2031年2月到期"),
            ("t03", "2025-06-02 14:18", "fact", 0.85, "用户有日本五年多次签证，2029年6月到期，每次最多停留30天"),
            ("t04", "2026-03-22 09:30", "fact", 0.7, "用户为了五月去台湾环岛办了入台证，有效期到2026年5月31日",
             "2026-05-31T23:59:59+08:00"),
            ("t05", "2025-10-11 20:52", "fact", 0.75, "用户的大陆居民往来台湾通行证2033年到期"),
            ("t06", "2025-05-08 08:37", "fact", 0.7, "用户的紧急联系人写的是妈妈"),
            ("t07", "2026-04-19 23:15", "fact", 0.85, "用户出门紧急联系人填闺蜜阿琳（林琳），电话18620093317"),
            ("t08", "2025-08-30 19:44", "fact", 0.8, "用户是O型Rh阴性血，手机紧急医疗卡里写了"),
            ("t09", "2025-06-25 12:09", "fact", 0.7, "用户出境一般在支付宝上买人保的短期旅行险"),
            ("t10", "2026-06-14 21:33", "fact", 0.85, "用户出国买的旅行险是众安的单次境外险，医疗保额50万"),
            ("t11", "2025-07-19 17:26", "fact", 0.9, "用户对坚果严重过敏，出国随身带两支EpiPen和医生开的英文诊断证明"),
            ("t12", "2025-10-03 23:48", "preference", 0.8, "用户一个人住酒店会在门后塞一个门挡报警器，从不跟陌生人说房号"),
            ("t13", "2025-05-27 18:02", "preference", 0.7, "用户独自旅行时晚上十一点前回酒店"),
            ("t14", "2026-06-20 22:27", "preference", 0.85, "用户一个人在外地，晚上十点前必须回到住处"),
            ("t15", "2026-01-09 09:14", "preference", 0.75, "用户独自出行会跟阿琳互相共享实时位置"),
            ("t16", "2025-12-14 15:40", "event", 0.65, "用户在曼谷被突突车司机拉去过宝石店，差点被骗"),
        ],
        "supersessions": [("t01", "t02"), ("t06", "t07"), ("t09", "t10"), ("t13", "t14")],
        "lookalikes": [("t02", "t05", "护照到期 vs 赴台通行证到期"),
                       ("t08", "t11", "血型医疗卡 vs 坚果过敏急救")],
        "expired": [("t04", "2026-05-31T23:59:59+08:00", "valid_until")],
        "background_force": ["用户养了一只橘猫，叫年糕"],
        "probes": [
            ("paraphrase", "自个儿在外面浪，天黑以后最迟啥时候要收工", ["t14"], [("t13", ["十一点"])]),
            ("paraphrase", "要是误吃了什么喉咙发紧，我身上备着啥", ["t11"], [("t08", ["Rh阴性"])]),
            ("paraphrase", "去东京那个签可以进出几趟", ["t03"], []),
            ("paraphrase", "出境用的那个小本本，编号末尾是啥", ["t02"], [("t01", ["1186"])]),
            ("task", "下个月一个人去东京待两周，帮我把出发前要准备的东西过一遍", ["t02", "t03", "t10", "t11", "t15"],
             [("t01", ["1186"]), ("t09", ["人保"])]),
            ("task", "帮我做一份独自夜游的安全备忘", ["t12", "t14", "t15"], [("t13", ["十一点"])]),
            ("direct", "我出门的紧急联系人填的是谁", ["t07"], [("t06", ["妈妈"])]),
            ("abstention", "我港澳通行证还有多久到期", [], []),
            ("abstention", "我妈的护照还在有效期吗", [], []),
            ("expiry", "年底想再去趟台湾，上回办的入台许可还能用吗", ["t05"],
             [("t04", ["2026年5月31日"]), ("t02", ["2031年2月"])]),
            ("background", "我家猫主子叫啥名字来着，寄养单上要填", ["bg:用户养了一只橘猫，叫年糕"], []),
            ("leak", "我护照啥时候过期", ["t02"], [("t01", ["1186"]), ("zwd:t02", ["8820", "2036年5月"])]),
            ("leak", "我的紧急联系人是谁来着", ["t07"], [("t06", ["妈妈"]), ("zwd:t09", ["刘敏"])]),
            ("leak", "我是啥血型", ["t08"], [("zwd:t10", ["B型"])]),
            ("leak", "我出国保险一般买哪家", ["t10"], [("t09", ["人保"]), ("zwd:t07", ["安联"])]),
            ("leak", "帮我看看女儿的护照是不是快到期了", [], [("zwd:t03", ["朵朵"])]),
            ("leak", "我的申根签证哪天到期", [], [("zwd:t05", ["法国领事馆", "2027年11月"])]),
            ("leak", "孩子单独跟我出境要带的同意书弄好了没", [], [("zwd:t12", ["同意出行声明"])]),
            ("leak", "我出国被坑过钱吗", ["t16"], [("zwd:t13", ["编绳", "圣心堂"])]),
        ],
    },
    {
        "key": "wjg", "user_id": "u_wangjianguo", "tenant_id": "default", "gender": "m",
        "who": "王建国，63岁，退休工程师，2型糖尿病+高血压；老伴赵桂兰，儿子王磊在新加坡",
        "clusters": {"pet": "dog", "parents": "none"},
        "drop_topics": ["work profile", "commute profile"],
        "drop_words": ["出差", "周报", "同事", "上班", "工作", "领导", "实习", "跳槽", "在职", "父母",
                       "爷爷", "外婆", "弟弟", "堂弟", "打视频", "教师资格", "公司", "参加工作", "手机号",
                       "项目管理", "便当"],
        "theme": [
            ("t01", "2025-03-12 09:20", "fact", 0.9, "用户有2型糖尿病，出门要带胰岛素笔和针头，胰岛素得冷藏"),
            ("t02", "2026-05-15 15:32", "fact", 0.7, "医院给用户开的携带胰岛素出境英文证明，写明有效期到2026年8月15日",
             "2026-08-15T23:59:59+08:00"),
            ("t03", "2026-09-28 10:47", "fact", 0.9, "用户带针头上飞机用的英文医疗证明，是市一医院内分泌科李主任开的，盖了医院公章"),
            ("t04", "2025-05-06 08:05", "fact", 0.7, "用户降压药氨氯地平每天吃5mg"),
            ("t05", "2026-07-21 07:58", "fact", 0.85, "用户的氨氯地平每天吃10mg，早饭后一片"),
            ("t06", "2025-02-20 16:44", "fact", 0.6, "用户护照空白签证页还剩6页"),
            ("t07", "2026-09-05 19:10", "fact", 0.8, "用户的护照只剩2页空白页了"),
            ("t08", "2025-06-18 11:21", "fact", 0.7, "用户出境保险买的是美亚的"),
            ("t09", "2026-06-09 20:36", "fact", 0.85, "用户出境旅行险在太平洋保险买的老年专属款，承保到80岁"),
            ("t10", "2025-04-27 21:00", "fact", 0.7, "用户出国的紧急联系人是老伴赵桂兰"),
            ("t11", "2026-08-02 09:03", "fact", 0.85, "用户紧急联系人填儿子王磊，他在新加坡工作，手机+65 8123 4567"),
            ("t12", "2025-10-14 10:30", "fact", 0.7, "用户是AB型血"),
            ("t13", "2025-10-14 10:31", "fact", 0.7, "老伴赵桂兰是O型血"),
            ("t14", "2026-01-30 14:22", "fact", 0.8, "老伴装过心脏支架，过安检要出示支架植入卡"),
            ("t15", "2026-08-26 16:15", "fact", 0.75, "老两口报的欧洲老年团，旅行社收了每人5万元出境保证金，回国销签后退"),
            ("t16", "2025-11-08 21:47", "fact", 0.65, "老伴每天晚上吃一片阿托伐他汀"),
        ],
        "supersessions": [("t04", "t05"), ("t06", "t07"), ("t08", "t09"), ("t10", "t11")],
        "lookalikes": [("t12", "t13", "本人血型 vs 老伴血型"),
                       ("t05", "t16", "本人降压药 vs 老伴他汀")],
        "expired": [("t02", "2026-08-15T23:59:59+08:00", "valid_until")],
        "background_force": ["用户家的狗去年做过一次膝盖手术"],
        "probes": [
            ("paraphrase", "我控制那个高压的药，每日量多大", ["t05"], [("t04", ["5mg"]), ("t16", ["阿托伐他汀"])]),
            ("paraphrase", "那本出国的证件还能盖几个戳", ["t07"], [("t06", ["6页"])]),
            ("paraphrase", "要是我在外国晕倒了，院方该打给谁", ["t11"], [("t10", ["紧急联系人是老伴"])]),
            ("paraphrase", "老太婆万一动手术要用血，啥型号的", ["t13"], [("t12", ["AB型"])]),
            ("task", "下个月去新加坡看儿子，帮我把药和证件这块理一下", ["t01", "t03", "t05", "t07", "t09"],
             [("t02", ["2026年8月15日"]), ("t04", ["5mg"]), ("t06", ["6页"]), ("t08", ["美亚"])]),
            ("task", "跟老伴报了欧洲团，出发前要办的手续和要交的钱帮我列一下", ["t07", "t09", "t14", "t15"],
             [("t06", ["6页"]), ("t08", ["美亚"])]),
            ("direct", "我旅行保险买的哪家", ["t09"], [("t08", ["美亚"])]),
            ("abstention", "老伴的护照还剩几页", [], []),
            ("abstention", "我睡觉打呼用的呼吸机要不要开证明", [], []),
            ("expiry", "带胰岛素出国那个英文证明还能用吗", ["t03"], [("t02", ["2026年8月15日"])]),
            ("background", "我家狗前阵子动过什么手术来着", ["bg:用户家的狗去年做过一次膝盖手术"], []),
        ],
    },
    {
        "key": "sxq", "user_id": "u_sunxiaoqing", "tenant_id": "default", "gender": "f",
        "who": "孙晓晴，36岁，女，常带父母（父亲孙德明70岁装起搏器，母亲67岁）出国；老公陈凯，弟弟孙晓东",
        "clusters": {"parents": "retired"}, "drop_topics": [], "drop_words": ["弟弟在读大学"],
        "theme": [
            ("t01", "2025-06-05 20:18", "fact", 0.9, "用户的父亲孙德明装了心脏起搏器，过安检不能走金属探测门，要出示起搏器卡"),
            ("t02", "2026-03-10 18:40", "fact", 0.7, "用户妈妈的身份证在高铁站弄没了，先办了临时身份证，三个月有效",
             "2026-06-10T23:59:59+08:00"),
            ("t03", "2026-04-22 12:13", "fact", 0.85, "妈妈的二代身份证补好了，尾号0427"),
            ("t04", "2025-09-17 21:29", "fact", 0.75, "用户手上有爸妈签的委托书，可以替他们办护照和港澳通行证"),
            ("t05", "2025-04-11 09:51", "fact", 0.7, "爸爸的护照放在用户家的保险柜里"),
            ("t06", "2026-05-26 22:04", "fact", 0.85, "爸爸的护照交给弟弟孙晓东保管了"),
            ("t07", "2026-05-26 22:05", "fact", 0.8, "妈妈的护照在用户自己卧室的抽屉里"),
            ("t08", "2025-07-14 13:46", "fact", 0.7, "用户给爸妈买的旅行险是平安的"),
            ("t09", "2026-07-30 10:22", "fact", 0.85, "爸妈的出境旅行险在中国人寿买的，有既往病史也能保"),
            ("t10", "2025-03-28 15:07", "fact", 0.65, "旅行社的出境保证金是每人3万"),
            ("t11", "2026-08-19 19:55", "fact", 0.85, "这次跟团去欧洲，旅行社收的出境保证金是每人5万，回来十个工作日内退"),
            ("t12", "2025-05-19 08:33", "fact", 0.7, "妈妈在吃华法林"),
            ("t13", "2026-06-03 17:28", "fact", 0.85, "妈妈吃的抗凝药是利伐沙班，每天一片，医生给开了英文处方"),
            ("t14", "2025-12-01 21:12", "fact", 0.7, "用户出门的紧急联系人是老公陈凯"),
            ("t15", "2026-02-14 11:39", "fact", 0.7, "用户自己的旅行险走的是公司团险"),
        ],
        "supersessions": [("t05", "t06"), ("t08", "t09"), ("t10", "t11"), ("t12", "t13")],
        "lookalikes": [("t01", "t13", "父亲起搏器 vs 母亲抗凝药"),
                       ("t06", "t07", "父亲护照在哪 vs 母亲护照在哪"),
                       ("t09", "t15", "父母旅行险 vs 本人旅行险")],
        "expired": [("t02", "2026-06-10T23:59:59+08:00", "valid_until")],
        "background_force": [],
        "probes": [
            ("paraphrase", "老爷子出国用的那本证件谁收着呢", ["t06"], [("t05", ["保险柜"]), ("t07", ["抽屉"])]),
            ("paraphrase", "老太太防血栓那个药叫啥", ["t13"], [("t12", ["华法林"])]),
            ("paraphrase", "报团出国时压在组团方的那笔押金多大数", ["t11"], [("t10", ["3万"])]),
            ("paraphrase", "老头子过机场检查该走哪边", ["t01"], [("t13", ["利伐沙班"])]),
            ("task", "下个月带爸妈去欧洲跟团，帮我把他俩要准备的东西捋一遍", ["t01", "t06", "t07", "t09", "t11"],
             [("t05", ["保险柜"]), ("t08", ["平安"]), ("t10", ["3万"])]),
            ("task", "帮我整理一份爸妈的医疗情况卡片，出国带着", ["t01", "t13"], [("t12", ["华法林"])]),
            ("direct", "爸妈的旅行险在哪家买的", ["t09"], [("t08", ["平安"]), ("t15", ["公司团险"])]),
            ("abstention", "我爸的身份证号后四位是多少", [], []),
            ("expiry", "下周带我妈坐高铁，她拿什么证件进站", ["t03"], [("t02", ["临时身份证"])]),
        ],
    },
    {
        "key": "hz", "user_id": "u_huangzhe", "tenant_id": "default", "gender": "m",
        "who": "黄哲，34岁，男，国企职员，因私护照交单位保管，另有公务护照；爱人许静，父亲黄国平",
        "clusters": {"eyes": "surgery"}, "drop_topics": [], "drop_words": [],
        "theme": [
            ("t01", "2025-02-26 14:50", "fact", 0.85, "用户的因私护照2032年8月到期，按单位规定交人事处统一保管"),
            ("t02", "2025-03-19 10:26", "fact", 0.7, "用户因私出国要提前10个工作日报批"),
            ("t03", "2026-04-08 16:31", "fact", 0.85, "单位规定因私出境得提前20个工作日交申请表，处长和分管领导都要签字"),
            ("t04", "2025-09-09 09:12", "fact", 0.8, "用户有一本公务护照，有效期到2030年12月，只能因公出访用"),
            ("t05", "2026-08-12 15:18", "fact", 0.7, "用户去匈牙利考察的出访批件有效期到9月底",
             "2026-09-30T23:59:59+08:00"),
            ("t06", "2025-06-13 11:40", "fact", 0.65, "用户的港澳通行证也在单位保管"),
            ("t07", "2026-06-02 20:08", "fact", 0.8, "用户的港澳通行证由自己保管，不用交单位"),
            ("t08", "2025-11-27 13:55", "fact", 0.7, "用户2025年在派出所开过无犯罪记录证明，用于单位政审"),
            ("t09", "2025-05-22 17:34", "fact", 0.7, "每次出国回来要在10天内把护照交回人事处"),
            ("t10", "2026-05-07 09:41", "fact", 0.85, "用户出境回来5个工作日内必须交回证照"),
            ("t11", "2025-04-30 22:19", "fact", 0.7, "用户出国的紧急联系人是父亲黄国平"),
            ("t12", "2026-03-03 08:46", "fact", 0.85, "用户紧急联系人写的爱人许静，电话13705718842"),
            ("t13", "2026-02-08 12:02", "preference", 0.7, "单位要求出境期间每天在工作群报平安"),
            ("t14", "2025-12-20 19:27", "fact", 0.6, "用户护照上的照片还戴着眼镜，后来做了近视手术"),
        ],
        "supersessions": [("t02", "t03"), ("t06", "t07"), ("t09", "t10"), ("t11", "t12")],
        "lookalikes": [("t01", "t04", "因私护照到期 vs 公务护照到期"),
                       ("t03", "t10", "出境前报批天数 vs 回国交证天数")],
        "expired": [("t05", "2026-09-30T23:59:59+08:00", "valid_until")],
        "background_force": ["用户大学读的是机械工程专业"],
        "probes": [
            ("paraphrase", "私人出去玩，得提早多少天跟单位打报告", ["t03"],
             [("t02", ["10个工作日"]), ("t10", ["5个工作日内"])]),
            ("paraphrase", "去香港那个卡片证件归谁管着", ["t07"], [("t06", ["也在单位保管"])]),
            ("paraphrase", "要是我在国外出状况，家里该联系谁", ["t12"], [("t11", ["黄国平"])]),
            ("task", "明年春节想带老婆去新西兰自驾，帮我理下要走的流程", ["t01", "t03", "t10", "t12"],
             [("t02", ["10个工作日"]), ("t09", ["10天内"]), ("t11", ["黄国平"])]),
            ("task", "下个月跟团去东欧考察，因公出国前后要注意啥", ["t04", "t10", "t13"],
             [("t05", ["匈牙利"]), ("t09", ["10天内"])]),
            ("direct", "我公务护照什么时候到期", ["t04"], [("t01", ["2032年8月"])]),
            ("abstention", "我老婆的港澳通行证在哪", [], []),
            ("abstention", "我的国际驾照翻译件办了没", [], []),
            ("expiry", "那个出国考察的审批文件还在有效期里吗", [], [("t05", ["出访批件"])]),
            ("background", "签证表上要填大学专业，我学的啥来着", ["bg:用户大学读的是机械工程专业"], []),
        ],
    },
    {
        "key": "lq", "user_id": "u_liqian", "tenant_id": "org_xingtu", "gender": "f",
        "who": "李倩，37岁，女，常一个人带儿子睿睿（7岁，哮喘）出境；老公何俊",
        "clusters": {}, "drop_topics": [], "drop_words": ["弟弟在读大学"],
        "theme": [
            ("t01", "2025-08-21 21:30", "fact", 0.85, "儿子睿睿的护照2030年1月到期"),
            ("t02", "2025-08-21 21:31", "fact", 0.8, "用户的护照2034年9月到期"),
            ("t03", "2025-06-16 13:12", "fact", 0.65, "老公何俊签的同意睿睿出境的声明没做公证"),
            ("t04", "2026-09-14 10:40", "fact", 0.9, "何俊签的儿子随母亲出境同意函在公证处公证了，附英文翻译"),
            ("t05", "2026-06-20 16:55", "fact", 0.7, "暑假带睿睿去澳洲用的同意函，只写了7月1日到8月31日",
             "2026-08-31T23:59:59+08:00"),
            ("t06", "2025-10-28 20:03", "fact", 0.75, "睿睿的出生证明做了英文翻译件，和户口本复印件一起放在护照夹里"),
            ("t07", "2025-05-12 09:24", "fact", 0.7, "睿睿有哮喘，随身带沙丁胺醇喷雾"),
            ("t08", "2026-05-18 18:17", "fact", 0.9, "睿睿的哮喘喷雾是布地奈德福莫特罗，医生开了英文处方"),
            ("t09", "2025-12-09 22:38", "fact", 0.7, "用户的紧急联系人是老公何俊"),
            ("t10", "2025-07-05 14:02", "fact", 0.65, "用户和儿子的旅行险在携程上随机票一起买"),
            ("t11", "2026-07-25 11:49", "fact", 0.85, "用户给自己和儿子买的是史带财险的亲子境外险"),
            ("t12", "2025-09-30 08:58", "fact", 0.75, "睿睿的港澳通行证2029年5月到期"),
            ("t13", "2026-01-16 19:36", "preference", 0.75, "用户在商场给睿睿戴定位手表，手表里存了用户电话"),
            ("t14", "2025-08-08 15:25", "fact", 0.65, "睿睿身上的防走失卡写的是中文"),
            ("t15", "2026-08-04 21:11", "fact", 0.85, "睿睿的防走失卡是中英双语的，写着酒店地址和用户手机号"),
        ],
        "supersessions": [("t03", "t04"), ("t07", "t08"), ("t10", "t11"), ("t14", "t15")],
        "lookalikes": [("t01", "t02", "儿子护照到期 vs 本人护照到期"),
                       ("t01", "t12", "儿子护照到期 vs 儿子港澳通行证到期")],
        "expired": [("t05", "2026-08-31T23:59:59+08:00", "valid_until")],
        "background_force": [],
        "probes": [
            ("paraphrase", "孩子喘不上气时用的那个药叫啥", ["t08"], [("t07", ["沙丁胺醇"])]),
            ("paraphrase", "娃的出境本子啥时候过期", ["t01"], [("t02", ["2034年9月"]), ("t12", ["2029年5月"])]),
            ("paraphrase", "我们娘俩出去玩，看病那块是哪家公司兜底", ["t11"], [("t10", ["携程"])]),
            ("paraphrase", "小家伙兜里那张卡片上都写了啥", ["t15"], [("t14", ["写的是中文"])]),
            ("task", "寒假我一个人带睿睿去温哥华，帮我列出境要带的材料", ["t01", "t04", "t06", "t11"],
             [("t03", ["没做公证"]), ("t05", ["7月1日到8月31日"]), ("t10", ["携程"])]),
            ("task", "带孩子在国外商场玩，防走丢得做哪些准备", ["t13", "t15"], [("t14", ["写的是中文"])]),
            ("direct", "睿睿的港澳通行证几时到期", ["t12"], [("t01", ["2030年1月"])]),
            ("abstention", "我老公的护照啥时候到期", [], []),
            ("abstention", "睿睿的疫苗接种本放哪了", [], []),
            ("expiry", "带儿子出境那份爸爸签字的同意书，还能用吗", ["t04"],
             [("t05", ["7月1日到8月31日"]), ("t03", ["没做公证"])]),
        ],
    },
    {
        "key": "ch", "user_id": "u_chenhao", "tenant_id": "org_xingtu", "gender": "m",
        "who": "陈浩，46岁，男，加拿大永久居民（枫叶卡），保留中国国籍；妻子林慧，儿子思远是加拿大公民",
        "clusters": {"bday": "nov3", "parents": "retired"}, "drop_topics": [],
        "drop_words": ["个人所得税", "个人养老金", "大姨", "城乡居民", "弟弟在读大学", "88VIP", "直播间",
                       "双十一", "业委会", "给爷爷"],
        "theme": [
            ("t01", "2025-11-18 21:20", "fact", 0.75, "用户的枫叶卡2026年9月3日到期"),
            ("t02", "2026-09-25 09:35", "fact", 0.9, "用户续的PR卡寄到了，有效期到2031年8月"),
            ("t03", "2025-12-02 20:11", "fact", 0.75, "老婆林慧的枫叶卡2028年11月到期"),
            ("t04", "2025-05-15 13:48", "fact", 0.8, "用户加拿大证件上的英文名是Kevin Hao Chen，中国护照上是CHEN HAO，订机票要跟护照一致"),
            ("t05", "2025-06-07 10:19", "fact", 0.65, "用户过去五年在加拿大累计住了600天"),
            ("t06", "2026-08-28 22:42", "fact", 0.85, "用户在加拿大累计居住天数到了790天"),
            ("t07", "2025-03-24 15:03", "fact", 0.65, "用户委托弟弟陈涛办国内卖房，委托书在领馆公证的"),
            ("t08", "2026-04-13 11:27", "fact", 0.85, "国内房子过户委托的是表姐王芳，委托书在温哥华总领馆做了公证"),
            ("t09", "2025-07-11 18:36", "fact", 0.65, "用户在加拿大买的是Blue Cross的旅行险"),
            ("t10", "2026-07-03 08:14", "fact", 0.85, "用户回国探亲买的是Manulife的旅行医疗险"),
            ("t11", "2025-02-17 19:58", "fact", 0.65, "儿子思远回国用的是中国旅行证"),
            ("t12", "2026-05-29 14:25", "fact", 0.85, "思远拿加拿大护照，回中国办的是十年多次的探亲签证"),
            ("t13", "2025-09-21 16:47", "fact", 0.7, "中国不承认双重国籍，用户没入加拿大籍，一直保留中国护照"),
            ("t14", "2025-10-30 12:06", "fact", 0.8, "用户的中国护照2029年到期，是在温哥华总领馆换发的"),
        ],
        "supersessions": [("t05", "t06"), ("t07", "t08"), ("t09", "t10"), ("t11", "t12")],
        "lookalikes": [("t02", "t03", "本人PR卡到期 vs 妻子PR卡到期"),
                       ("t02", "t14", "PR卡到期 vs 中国护照到期")],
        "expired": [("t01", "2026-09-03T23:59:59+08:00", "text")],
        "background_force": ["用户的生日是11月3日"],
        "probes": [
            ("paraphrase", "老家那套屋要卖，手续我拜托给哪位亲戚了", ["t08"], [("t07", ["陈涛"])]),
            ("paraphrase", "我在枫叶国待够日子没", ["t06"], [("t05", ["600天"])]),
            ("paraphrase", "小孩跟我们飞回去，过边检拿什么", ["t12"], [("t11", ["旅行证"])]),
            ("paraphrase", "买航班时乘客姓名栏该填哪个写法", ["t04"], []),
            ("task", "过年全家回国，帮我把大人小孩要带的证件和保险理一下", ["t02", "t03", "t12", "t14", "t10"],
             [("t01", ["2026年9月3日"]), ("t11", ["旅行证"]), ("t09", ["Blue Cross"])]),
            ("task", "我打算明年回国待半年，会不会影响身份？要注意啥", ["t06", "t02", "t13"],
             [("t05", ["600天"]), ("t01", ["2026年9月3日"])]),
            ("direct", "我老婆的枫叶卡哪年到期", ["t03"], [("t02", ["2031年8月"])]),
            ("abstention", "我儿子的中国户口注销了没有", [], []),
            ("expiry", "我那张加拿大居民卡还能用多久", ["t02"], [("t01", ["2026年9月3日"]), ("t14", ["2029年"])]),
            ("background", "生日是哪天来着，表格里要填", ["bg:用户的生日是11月3日"], []),
        ],
    },
    {
        "key": "zm", "user_id": "u_zhoumin", "tenant_id": "org_xingtu", "gender": "f",
        "who": "周敏，26岁，女，准备去新西兰打工度假，背包客，常办电子签",
        "clusters": {"housing": "rent"}, "drop_topics": [],
        "drop_words": ["体检", "在职研究生", "跳槽"],
        "theme": [
            ("t01", "2026-03-10 16:20", "fact", 0.7, "用户的无犯罪记录证明是3月10号开的，半年有效",
             "2026-09-10T23:59:59+08:00"),
            ("t02", "2026-10-10 18:03", "fact", 0.9, "用户的无犯罪记录证明又开了一份，带英文翻译和公证，有效期半年"),
            ("t03", "2025-11-22 12:44", "fact", 0.65, "用户雅思考了6分"),
            ("t04", "2026-05-16 20:29", "fact", 0.85, "用户雅思总分6.5，小分都在6以上"),
            ("t05", "2026-08-07 11:52", "fact", 0.75, "用户新西兰打工度假要的体检在指定医院做完了，报告传到了移民局系统"),
            ("t06", "2025-07-28 23:10", "fact", 0.6, "用户越南电子签是单次入境的"),
            ("t07", "2026-06-11 21:16", "fact", 0.8, "用户的越南电子签是90天多次入境"),
            ("t08", "2026-06-11 21:18", "fact", 0.75, "用户办了土耳其电子签，停留不超过30天"),
            ("t09", "2025-09-16 08:39", "fact", 0.6, "用户证件扫描件存在手机相册里"),
            ("t10", "2026-07-19 22:57", "fact", 0.85, "用户把护照、签证和无犯罪证明的扫描件存在加密网盘，还给妈妈邮箱发了一份"),
            ("t11", "2025-10-05 13:30", "event", 0.6, "用户在伊斯坦布尔转机行李延误，理赔还在走流程"),
            ("t12", "2026-01-23 10:08", "event", 0.75, "用户行李延误的理赔款到账了，一共1200元"),
            ("t13", "2025-12-28 19:25", "fact", 0.65, "用户打工度假的保险打算买Southern Cross"),
            ("t14", "2026-09-02 15:49", "fact", 0.85, "用户打工度假保险买的是Orbit的一年期"),
            ("t15", "2026-04-26 09:31", "preference", 0.8, "用户住青旅只订女生宿舍，贵重东西都锁柜子"),
        ],
        "supersessions": [("t03", "t04"), ("t06", "t07"), ("t09", "t10"), ("t11", "t12"), ("t13", "t14")],
        "lookalikes": [("t07", "t08", "越南电子签 vs 土耳其电子签"),
                       ("t02", "t05", "无犯罪记录证明 vs 签证体检")],
        "expired": [("t01", "2026-09-10T23:59:59+08:00", "valid_until")],
        "background_force": ["用户买了一台Switch，主要在周末玩"],
        "probes": [
            ("paraphrase", "我英语考试拿了几分来着", ["t04"], [("t03", ["6分"])]),
            ("paraphrase", "箱子晚到那事，钱赔下来没", ["t12"], [("t11", ["还在走流程"])]),
            ("paraphrase", "去胡志明那个网上签能进出几回", ["t07"], [("t06", ["单次入境"]), ("t08", ["土耳其"])]),
            ("task", "下个月飞奥克兰开始打工度假，帮我把手续核对一遍", ["t02", "t04", "t05", "t10", "t14"],
             [("t01", ["3月10号"]), ("t03", ["6分"]), ("t09", ["手机相册"]), ("t13", ["Southern Cross"])]),
            ("task", "接下来先去越南再去土耳其背包一个月，帮我看看签证和住宿安全这块", ["t07", "t08", "t15"],
             [("t06", ["单次入境"])]),
            ("direct", "我打工度假的保险在哪家买的", ["t14"], [("t13", ["Southern Cross"])]),
            ("abstention", "我的柬埔寨电子签办好了没", [], []),
            ("abstention", "我的澳洲打工签批下来没", [], []),
            ("expiry", "办新西兰打工签用的那份良民证还有效吗", ["t02"], [("t01", ["3月10号"]), ("t05", ["体检"])]),
            ("background", "我那台游戏机是什么牌子来着", ["bg:用户买了一台Switch，主要在周末玩"], []),
        ],
    },
    {
        "key": "zl", "user_id": "u_zhaolei", "tenant_id": "org_haiyun", "gender": "m",
        "who": "赵磊，52岁，男，外贸公司高管，常飞欧美，睡眠呼吸暂停用CPAP；妻子陈丽",
        "clusters": {"car": "gas", "parents": "retired"}, "drop_topics": [],
        "drop_words": ["参加工作的第五年", "弟弟在读大学", "堂弟", "外婆", "给爷爷"],
        "theme": [
            ("t01", "2025-05-20 09:10", "fact", 0.9, "用户有睡眠呼吸暂停，出差要带CPAP呼吸机，有医生开的英文证明"),
            ("t02", "2025-10-09 17:22", "fact", 0.7, "用户德国使馆签的申根签到2026年9月30日"),
            ("t03", "2026-09-22 11:05", "fact", 0.9, "法国使馆给用户签了多次往返的申根，到2031年9月"),
            ("t04", "2025-03-14 14:36", "fact", 0.6, "用户的申根指纹是2021年录的"),
            ("t05", "2026-09-22 11:08", "fact", 0.8, "用户的申根指纹今年秋天在法国签证中心录过，59个月内免录"),
            ("t06", "2025-04-03 20:47", "fact", 0.6, "用户护照空白页还有8页"),
            ("t07", "2026-08-17 07:52", "fact", 0.85, "用户护照空白页只剩3页，签证页快用完了"),
            ("t08", "2025-11-11 10:15", "fact", 0.8, "用户有APEC商务旅行卡，2028年3月到期"),
            ("t09", "2025-11-11 10:16", "fact", 0.8, "用户护照有效期到2029年4月"),
            ("t10", "2025-05-05 16:28", "fact", 0.65, "用户美签是2021年签的B1/B2"),
            ("t11", "2026-06-26 21:40", "fact", 0.85, "用户的B1/B2美签有效期到2035年6月，每两年更新一次EVUS"),
            ("t12", "2026-02-19 23:33", "event", 0.6, "用户在法兰克福转机丢过一个托运箱，汉莎后来按件赔了"),
            ("t13", "2025-06-30 12:18", "fact", 0.65, "公司给用户买的出差保险在太平洋"),
            ("t14", "2026-05-11 15:02", "fact", 0.85, "公司给出差员工买的是中国人保的境外差旅险，含紧急救援"),
            ("t15", "2025-08-15 19:49", "fact", 0.7, "用户的紧急联系人填的是老婆陈丽"),
            ("t16", "2025-05-20 09:12", "fact", 0.75, "用户的CPAP锂电池是98Wh，只能随身带不能托运"),
        ],
        "supersessions": [("t04", "t05"), ("t06", "t07"), ("t10", "t11"), ("t13", "t14")],
        "lookalikes": [("t08", "t09", "APEC卡到期 vs 护照到期"),
                       ("t03", "t11", "申根签到期 vs 美签到期")],
        "expired": [("t02", "2026-09-30T23:59:59+08:00", "text")],
        "background_force": ["用户的车上个月刚做了保养"],
        "probes": [
            ("paraphrase", "我去纽约出差用的入境许可能撑到哪年", ["t11"], [("t10", ["2021年签"])]),
            ("paraphrase", "再递欧洲那边的申请，还得按手印不", ["t05"], [("t04", ["2021年录"])]),
            ("paraphrase", "那本证件里还剩多少地方能贴签", ["t07"], [("t06", ["8页"])]),
            ("task", "下周去巴黎开会再转纽约，帮我把证件和随身设备过一遍", ["t03", "t07", "t11", "t01", "t16"],
             [("t02", ["德国使馆"]), ("t06", ["8页"]), ("t10", ["2021年签"])]),
            ("task", "出差万一病倒在外面，公司这边能给我什么保障", ["t14", "t15"], [("t13", ["太平洋"])]),
            ("direct", "我的APEC卡什么时候到期", ["t08"], [("t09", ["2029年4月"])]),
            ("abstention", "我的英国签证还剩多久", [], []),
            ("abstention", "老婆的美签啥时候到期", [], []),
            ("expiry", "我那个欧洲签还能用吗", ["t03"], [("t02", ["德国使馆"]), ("t11", ["2035年6月"])]),
            ("background", "车上回保养是什么时候", ["bg:用户的车上个月刚做了保养"], []),
        ],
    },
    {
        "key": "xm", "user_id": "u_xumeng", "tenant_id": "org_haiyun", "gender": "f",
        "who": "徐萌，30岁，女，养柯基“可乐”，计划带狗去日本；男朋友周一鸣",
        "clusters": {"pet": "none"}, "drop_topics": [], "drop_words": [],
        "theme": [
            ("t01", "2025-07-07 20:25", "fact", 0.85, "用户的柯基叫可乐，芯片号尾号5521"),
            ("t02", "2025-08-20 18:14", "fact", 0.7, "可乐的狂犬疫苗有效期到2026年8月20日"),
            ("t03", "2026-09-12 10:57", "fact", 0.85, "可乐的狂犬加强针打完了，疫苗本上写的有效期一年"),
            ("t04", "2025-09-24 21:08", "fact", 0.6, "可乐的狂犬抗体检测结果是0.3IU/ml，不达标"),
            ("t05", "2026-04-15 13:40", "fact", 0.85, "可乐的狂犬抗体检测结果2.1IU/ml，合格，送的是农业农村部指定实验室"),
            ("t06", "2026-04-15 13:43", "fact", 0.75, "带狗去日本要等抗体检测合格后满180天才能入境"),
            ("t07", "2025-06-21 09:33", "fact", 0.6, "可乐体重11公斤"),
            ("t08", "2026-08-09 19:19", "fact", 0.8, "可乐体重13.5公斤，坐飞机只能托运"),
            ("t09", "2025-10-17 22:46", "fact", 0.6, "可乐的出境检疫证明打算找宠物托运公司代办"),
            ("t10", "2026-07-28 16:12", "fact", 0.8, "可乐的动物检疫证明约了海关指定的兽医院办"),
            ("t11", "2025-12-05 14:58", "fact", 0.75, "用户的护照2030年10月到期"),
            ("t12", "2025-05-13 23:21", "fact", 0.6, "用户的紧急联系人是室友小蔡"),
            ("t13", "2026-03-29 08:27", "fact", 0.85, "用户的紧急联系人是男朋友周一鸣"),
            ("t14", "2025-07-07 20:27", "fact", 0.7, "可乐的宠物疫苗本编号尾号8807"),
            ("t15", "2026-02-02 22:03", "preference", 0.8, "用户一个人打车会把车牌号发给周一鸣"),
            ("t16", "2026-03-06 12:35", "event", 0.65, "用户差点被假的宠物运输中介骗了定金"),
        ],
        "supersessions": [("t04", "t05"), ("t07", "t08"), ("t09", "t10"), ("t12", "t13")],
        "lookalikes": [("t01", "t14", "芯片号 vs 疫苗本编号")],
        "expired": [("t02", "2026-08-20T23:59:59+08:00", "text")],
        "background_force": [],
        "probes": [
            ("paraphrase", "狗子血液里那个指标测出来多少", ["t05"], [("t04", ["0.3IU"])]),
            ("paraphrase", "小短腿如今几斤几两", ["t08"], [("t07", ["11公斤"])]),
            ("paraphrase", "我要是在外地失联了，找谁最快", ["t13"], [("t12", ["小蔡"])]),
            ("task", "明年春天想带可乐去日本，帮我把它要办的东西和时间线理清楚", ["t01", "t03", "t05", "t06", "t10"],
             [("t02", ["2026年8月20日"]), ("t04", ["0.3IU"]), ("t09", ["托运公司"])]),
            ("task", "帮我整理一下一个人出门的安全注意事项", ["t15", "t13"], [("t12", ["小蔡"])]),
            ("direct", "可乐的芯片号尾号多少", ["t01"], [("t14", ["8807"])]),
            ("abstention", "可乐去日本的入境申报提交了没", [], []),
            ("abstention", "我家猫的疫苗本在哪", [], []),
            ("expiry", "狗子那个狂犬针还在有效期内吗", ["t03"], [("t02", ["2026年8月20日"])]),
        ],
    },
    {
        "key": "hf", "user_id": "u_hefang", "tenant_id": "org_haiyun", "gender": "f",
        "who": "何芳，45岁，女，2019年改名（曾用名何芳芳），身份证被偷后补办；母亲75岁，女儿何悦悦",
        "clusters": {"parents": "retired"}, "drop_topics": [],
        "drop_words": ["参加工作的第五年", "弟弟在读大学", "外婆", "给爷爷"],
        "theme": [
            ("t01", "2025-04-04 20:40", "fact", 0.8, "用户2019年改过名，身份证上是何芳，户口本曾用名一栏写着何芳芳"),
            ("t02", "2025-04-04 20:42", "fact", 0.75, "用户的学位证还是何芳芳这个名字，办签证要带派出所开的改名证明"),
            ("t03", "2026-02-11 08:50", "event", 0.7, "用户的身份证在地铁上被偷了，补办中"),
            ("t04", "2026-04-02 17:16", "fact", 0.85, "用户补办的身份证拿到手了，有效期二十年"),
            ("t05", "2025-06-06 11:03", "fact", 0.65, "用户的护照是何芳芳的名字"),
            ("t06", "2026-01-15 15:29", "fact", 0.85, "用户护照上的姓名是HE FANG，号码尾号7390"),
            ("t07", "2025-09-01 21:37", "fact", 0.7, "用户手机存了领保热线12308"),
            ("t08", "2025-07-22 10:12", "fact", 0.6, "用户美签照片用的是白底2寸"),
            ("t09", "2026-05-30 16:44", "fact", 0.8, "美签照片要51×51毫米白底，不能戴眼镜"),
            ("t10", "2025-08-11 13:27", "fact", 0.6, "用户出境险在大地保险买"),
            ("t11", "2026-06-17 20:05", "fact", 0.85, "用户出境买的是华泰的旅行险，证件弄没了补办的费用也能报"),
            ("t12", "2025-11-25 19:18", "fact", 0.75, "妈妈今年75岁，她的护照尾号4402，放在用户这里"),
            ("t13", "2026-03-18 22:31", "fact", 0.7, "用户的紧急联系人是女儿何悦悦"),
            ("t14", "2026-05-02 09:46", "fact", 0.6, "妈妈的旅行险买的是人保的老年款"),
        ],
        "supersessions": [("t03", "t04"), ("t05", "t06"), ("t08", "t09"), ("t10", "t11")],
        "lookalikes": [("t06", "t12", "本人护照 vs 母亲护照"),
                       ("t11", "t14", "本人旅行险 vs 母亲旅行险")],
        "expired": [],
        "background_force": [],
        "probes": [
            ("paraphrase", "上回被扒走的那张卡补好没", ["t04"], [("t03", ["补办中"])]),
            ("paraphrase", "去美国面谈要交的相片什么规格", ["t09"], [("t08", ["2寸"])]),
            ("paraphrase", "出国那个本子上名字拼法是啥", ["t06"], [("t05", ["护照是何芳芳"])]),
            ("task", "下个月我自己去泰国，证件和保险帮我清点一下", ["t06", "t11", "t07"],
             [("t05", ["护照是何芳芳"]), ("t10", ["大地"]), ("t12", ["4402"]), ("t14", ["人保"])]),
            ("task", "办签证时学历证书上的名字对不上，要带哪些材料", ["t01", "t02"], []),
            ("abstention", "我女儿的护照放哪了", [], []),
        ],
    },
    {
        "key": "lty", "user_id": "u_lintingyu", "tenant_id": "org_haiyun", "gender": "m",
        "who": "林庭宇，38岁，男，台湾居民，常住厦门；女儿林语恩",
        "clusters": {}, "drop_topics": [],
        "drop_words": ["春晚", "武汉读", "毕业旅行", "小时候跟父母", "支教", "少年宫", "城乡居民",
                       "弟弟在读大学", "大学同学"],
        "theme": [
            ("t01", "2025-03-08 19:05", "fact", 0.65, "用户的台胞证号码尾号6618"),
            ("t02", "2026-03-31 10:18", "fact", 0.9, "用户的台胞证号后四位3075，2031年到期"),
            ("t03", "2025-07-26 15:44", "fact", 0.8, "用户办了台湾居民居住证，号码830000开头，2030年到期"),
            ("t04", "2025-06-19 21:51", "fact", 0.6, "用户在厦门的紧急联系人是同事阿杰"),
            ("t05", "2026-05-23 12:37", "fact", 0.85, "用户在大陆的紧急联系人是房东陈阿姨，电话13959207716"),
            ("t06", "2025-12-11 18:26", "event", 0.7, "用户接过冒充台办工作人员的诈骗电话，对方让转账交“证件审核费”"),
            ("t07", "2025-04-21 09:59", "fact", 0.6, "用户对磺胺类药物过敏"),
            ("t08", "2026-06-07 20:14", "fact", 0.9, "用户对青霉素过敏，随身带中英文过敏卡"),
            ("t09", "2025-10-02 11:31", "fact", 0.75, "用户的大陆驾照2028年6月到期"),
            ("t10", "2026-01-04 16:08", "fact", 0.7, "用户回台湾看病用健保卡，一直带在身上"),
            ("t11", "2025-08-13 22:22", "fact", 0.6, "用户把台胞证和居住证正反面拍照存在iCloud"),
            ("t12", "2026-02-22 13:50", "fact", 0.75, "女儿林语恩的台胞证尾号1209，2028年到期"),
        ],
        "supersessions": [("t01", "t02"), ("t04", "t05"), ("t07", "t08")],
        "lookalikes": [("t02", "t03", "台胞证 vs 居住证"),
                       ("t02", "t12", "本人台胞证 vs 女儿台胞证"),
                       ("t09", "t02", "驾照到期 vs 台胞证到期")],
        "expired": [],
        "background_force": [],
        "probes": [
            ("paraphrase", "我那张回大陆用的通行证，号码末尾几位", ["t02"],
             [("t01", ["6618"]), ("t03", ["830000"]), ("t12", ["1209"])]),
            ("paraphrase", "要是我在这边出事了，该找哪位", ["t05"], [("t04", ["阿杰"])]),
            ("paraphrase", "在大陆开车那个本子什么时候要换", ["t09"], [("t02", ["2031年"])]),
            ("task", "下个月回台北一趟再回来，证件要带哪些", ["t02", "t03", "t10"], [("t01", ["6618"])]),
            ("task", "帮我写一张就医时给医生看的卡片内容", ["t08", "t05"], [("t07", ["磺胺"]), ("t04", ["阿杰"])]),
            ("abstention", "我老婆的台胞证到期没", [], []),
        ],
    },
]

TENANT_ORDER = ["default", "org_xingtu", "org_haiyun"]


# ---------------------------------------------------------------------------
# helpers

def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def iso(local):
    """'2026-05-21 20:40' -> '2026-05-21T20:40:00+08:00'"""
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.isoformat()


def parse_iso(s):
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        raise ValueError("no UTC offset")
    return d


def han_content_chars(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in FUNCTION_CHARS}


def overlap(query, texts):
    q = han_content_chars(query)
    if not q:
        return 0.0
    pool = set("".join(texts))
    return len([c for c in q if c in pool]) / len(q)


def parse_pool():
    entries = []
    topic, mtype = None, None
    for raw in POOL_TEXT.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            mtype = parts[-1]
            topic = " ".join(parts)
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        entries.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return entries


def cluster_families(entries):
    fam = {}
    for e in entries:
        for t in e["tags"]:
            if ":" in t:
                f, c = t.split(":", 1)
                fam.setdefault(f, set()).add(c)
    return {f: sorted(cs) for f, cs in sorted(fam.items())}


def pronoun(text, gender):
    p = "他" if gender == "m" else "她"
    return text.replace("用户", p)


# ---------------------------------------------------------------------------
# build

def build():
    rng = random.Random(SEED)
    entries = parse_pool()
    families = cluster_families(entries)
    by_key = {a["key"]: a for a in ACCOUNTS}
    users_out = []
    meta_sup, meta_look, meta_exp = [], [], []
    probe_no = 0
    for acct in ACCOUNTS:
        key = acct["key"]
        theme_texts = [t[4] for t in acct["theme"]]
        queries = [p[1] for p in acct["probes"]]
        forbid_kw = [kw for p in acct["probes"] for _, alts in p[3] for kw in alts]
        # choose clusters
        chosen = {}
        for f, cs in families.items():
            if f in acct["clusters"]:
                chosen[f] = acct["clusters"][f]
            else:
                opts = cs + (["none"] if f == "pet" else [])
                chosen[f] = rng.choice(opts)
        used_places = [w for w in PLACE_WORDS if any(w in t for t in theme_texts + queries)]

        def eligible(e):
            txt = e["text"]
            if e["topic"] in acct["drop_topics"]:
                return False
            for t in e["tags"]:
                if ":" in t:
                    f, c = t.split(":", 1)
                    if chosen.get(f) != c:
                        return False
            if any(w in txt for w in ON_THEME):
                return False
            if any(w in txt for w in acct["drop_words"]):
                return False
            if any(w in txt for w in used_places):
                return False
            if any(norm(k) in norm(txt) for k in forbid_kw):
                return False
            return True

        pool_ok = [e for e in entries if eligible(e)]
        forced = []
        for ftxt in acct["background_force"]:
            hit = [e for e in pool_ok if e["text"] == ftxt]
            if not hit:
                raise SystemExit("forced background statement not eligible for %s: %s" % (key, ftxt))
            forced.append(hit[0])
        rest = [e for e in pool_ok if e not in forced]
        n_bg = rng.randint(122, 143)
        picked = forced + rng.sample(rest, n_bg - len(forced))
        rng.shuffle(picked)
        mems = []
        bg_id_of_text = {}
        start = datetime(2025, 1, 3, tzinfo=TZ)
        span_min = int((datetime(2026, 10, 14, 23, 0, tzinfo=TZ) - start).total_seconds() // 60)
        for i, e in enumerate(picked, 1):
            mid = "%s_b%03d" % (key, i)
            txt = e["text"]
            if e not in forced and rng.random() < 0.33:
                txt = pronoun(txt, acct["gender"])
            when = start + timedelta(minutes=rng.randrange(span_min))
            when = when.replace(second=0)
            if when.hour < 7:
                when = when.replace(hour=when.hour + 8)
            mems.append({"id": mid, "content": txt, "type": e["type"],
                         "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created_at": when.isoformat()})
            bg_id_of_text[e["text"]] = mid
        for t in acct["theme"]:
            m = {"id": "%s_%s" % (key, t[0]), "content": t[4], "type": t[2],
                 "importance": t[3], "created_at": iso(t[1])}
            if len(t) > 5:
                m["valid_until"] = t[5]
            mems.append(m)
        mems.sort(key=lambda m: (m["created_at"], m["id"]))

        def rid(ref):
            if ref.startswith("bg:"):
                return bg_id_of_text[ref[3:]]
            if ":" in ref:
                k, t = ref.split(":", 1)
                assert k in by_key, ref
                return "%s_%s" % (k, t)
            return "%s_%s" % (key, ref)

        probes = []
        for kind, query, rel, forb in acct["probes"]:
            probe_no += 1
            p = {"id": "h55_p%03d" % probe_no, "kind": kind, "at": PROBE_AT, "query": query,
                 "relevant": [rid(r) for r in rel]}
            if forb:
                p["forbid"] = [list(alts) for _, alts in forb]
                p["forbid_ids"] = [rid(r) for r, _ in forb]
            probes.append(p)
        users_out.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                          "memories": mems, "probes": probes})
        for o, n in acct["supersessions"]:
            meta_sup.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                             "older": rid(o), "newer": rid(n)})
        for a, b, note in acct["lookalikes"]:
            meta_look.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                              "a": rid(a), "b": rid(b), "note": note})
        for t, ends, via in acct["expired"]:
            meta_exp.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                             "id": rid(t), "ends": ends, "via": via})
    users_out.sort(key=lambda u: (TENANT_ORDER.index(u["tenant_id"]), ))
    data = {
        "format": "memory-eval/v1",
        "name": "holdout55: zh retrieval — documents, safety and emergencies on the road (blind)",
        "users": users_out,
        "meta": {
            "set": "holdout55",
            "track": "R",
            "blind": True,
            "builder": "build_holdout55.py",
            "seed": SEED,
            "probe_at": PROBE_AT,
            "background_pool_sha256": POOL_SHA256,
            "theme": "documents, safety and emergencies on the road",
            "twin_user_id": "u_zhangwei",
            "accounts": [{"user_id": a["user_id"], "tenant_id": a["tenant_id"], "who": a["who"]}
                         for a in ACCOUNTS],
            "id_convention": "memory ids are unique in the file: <acct>_tNN theme, <acct>_bNNN background",
            "extensions": "probes[].kind, probes[].forbid_ids and this meta block extend memory-eval/v1; "
                          "probes[].relevant holds the expected ids (track R); no `expect` (track E) is given",
            "supersessions": meta_sup,
            "lookalikes": meta_look,
            "expired": meta_exp,
        },
    }
    data["meta"]["counts"] = summarize(data)
    return data


def summarize(data):
    kinds = {}
    nonleak_forbid = 0
    theme = bg = 0
    per = []
    for u in data["users"]:
        b = sum(1 for m in u["memories"] if m["id"].rsplit("_", 1)[-1].startswith("b"))
        t = sum(1 for m in u["memories"] if m["id"].rsplit("_", 1)[-1].startswith("t"))
        theme += t
        bg += b
        per.append(len(u["memories"]))
        for p in u["probes"]:
            kinds[p.get("kind")] = kinds.get(p.get("kind"), 0) + 1
            if p.get("kind") != "leak" and p.get("forbid"):
                nonleak_forbid += 1
    meta = data.get("meta", {})
    return {
        "accounts": len(data["users"]),
        "tenants": len({u.get("tenant_id", "default") for u in data["users"]}),
        "memories_total": theme + bg,
        "memories_per_account_min": min(per) if per else 0,
        "memories_per_account_max": max(per) if per else 0,
        "theme_memories": theme,
        "background_memories": bg,
        "probes": sum(kinds.values()),
        "probes_by_kind": {k: kinds.get(k, 0) for k in KIND_COUNTS},
        "supersessions": len(meta.get("supersessions", [])),
        "nonleak_probes_with_forbid": nonleak_forbid,
        "lookalike_pairs": len(meta.get("lookalikes", [])),
        "expired_memories": len(meta.get("expired", [])),
    }


# ---------------------------------------------------------------------------
# check

def check(path):
    errs = []

    def err(msg):
        errs.append(msg)

    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except Exception as e:  # noqa: BLE001
        return ["cannot read JSON %s: %s" % (path, e)]
    probe_at = parse_iso(PROBE_AT)
    # F1
    if not isinstance(data, dict):
        return ["top level is not an object"]
    if data.get("format") != "memory-eval/v1":
        err("F1 format must be 'memory-eval/v1', got %r" % data.get("format"))
    if not isinstance(data.get("name"), str) or not data.get("name").strip():
        err("F1 name missing or empty")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        return errs + ["F1 users missing or empty"]
    meta = data.get("meta")
    if not isinstance(meta, dict):
        err("F1 meta block missing")
        meta = {}
    # F2/F3/F4
    mem_by_id, owner = {}, {}
    probe_ids = set()
    keys = set()
    accounts = []
    for ui, u in enumerate(users):
        if not isinstance(u, dict):
            err("F2 users[%d] not an object" % ui)
            continue
        uid = u.get("user_id")
        tid = u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid.strip():
            err("F2 users[%d].user_id missing/empty" % ui)
            uid = "?%d" % ui
        if not isinstance(tid, str) or not tid.strip():
            err("F2 users[%d].tenant_id not a non-empty string" % ui)
            tid = "?"
        if (tid, uid) in keys:
            err("F2 duplicate account (%s, %s)" % (tid, uid))
        keys.add((tid, uid))
        acct = (ui, tid, uid)
        accounts.append(acct)
        mems = u.get("memories")
        if not isinstance(mems, list):
            err("F2 %s/%s memories not a list" % (tid, uid))
            mems = []
        for mi, m in enumerate(mems):
            where = "%s/%s memories[%d]" % (tid, uid, mi)
            if not isinstance(m, dict):
                err("F3 %s not an object" % where)
                continue
            mid = m.get("id")
            if not isinstance(mid, str) or not mid:
                err("F3 %s id missing" % where)
                continue
            if mid in mem_by_id:
                err("F3 duplicate memory id %s" % mid)
            mem_by_id[mid] = m
            owner[mid] = acct
            if not isinstance(m.get("content"), str) or not m.get("content").strip():
                err("F3 %s (%s) content missing/empty" % (where, mid))
                m["content"] = ""
            if "type" in m and not isinstance(m["type"], str):
                err("F3 %s type not a string" % mid)
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or isinstance(imp, bool) or not 0 <= imp <= 1:
                err("F3 %s importance %r not in [0,1]" % (mid, imp))
            for fld in ("created_at", "valid_until"):
                if fld in m:
                    try:
                        d = parse_iso(m[fld])
                        if fld == "created_at" and d >= probe_at:
                            err("F3 %s created_at not before the probe time" % mid)
                    except Exception:  # noqa: BLE001
                        err("F3 %s %s not ISO-8601 with offset: %r" % (mid, fld, m[fld]))
            if "created_at" not in m:
                err("F3 %s created_at missing (order must be knowable)" % mid)
        probes = u.get("probes")
        if not isinstance(probes, list):
            err("F2 %s/%s probes not a list" % (tid, uid))
            u["probes"] = []
    all_probes = []
    for ui, tid, uid in accounts:
        u = users[ui]
        own = {m.get("id") for m in u.get("memories", []) if isinstance(m, dict)}
        for pi, p in enumerate(u.get("probes", [])):
            where = "%s/%s probes[%d]" % (tid, uid, pi)
            if not isinstance(p, dict):
                err("F4 %s not an object" % where)
                continue
            pid = p.get("id")
            if not isinstance(pid, str) or not pid:
                err("F4 %s id missing" % where)
                pid = where
            if pid in probe_ids:
                err("F4 duplicate probe id %s" % pid)
            probe_ids.add(pid)
            if not isinstance(p.get("query"), str) or not p.get("query").strip():
                err("F4 %s query missing/empty" % pid)
                p["query"] = ""
            if p.get("at") != PROBE_AT:
                err("F4 %s at must be %s, got %r" % (pid, PROBE_AT, p.get("at")))
            rel = p.get("relevant")
            if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
                err("F4 %s relevant missing or not a list of ids" % pid)
                rel = []
            for r in rel:
                if r not in own:
                    err("F4 %s relevant id %s is not a memory of this account" % (pid, r))
            if len(set(rel)) != len(rel):
                err("F4 %s relevant has duplicates" % pid)
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(
                    isinstance(g, list) and g and all(isinstance(k, str) and k.strip() for k in g) for g in fb):
                err("F4 %s forbid must be a list of non-empty keyword lists" % pid)
                fb = []
            fids = p.get("forbid_ids", [])
            if not isinstance(fids, list) or not all(isinstance(x, str) for x in fids):
                err("F4 %s forbid_ids not a list of ids" % pid)
                fids = []
            if bool(fb) != bool(fids):
                err("F4 %s forbid and forbid_ids must be both present or both absent" % pid)
            for x in fids:
                if x not in mem_by_id:
                    err("F4 %s forbid_ids %s does not exist" % (pid, x))
            if p.get("kind") not in KIND_COUNTS:
                err("F4 %s kind %r not one of %s" % (pid, p.get("kind"), sorted(KIND_COUNTS)))
            all_probes.append(((ui, tid, uid), p, rel, fb, [x for x in fids if x in mem_by_id]))

    def is_bg(mid):
        return mid.rsplit("_", 1)[-1].startswith("b")

    def is_theme(mid):
        return mid.rsplit("_", 1)[-1].startswith("t")

    # C1
    tenants = {tid for _, tid, _ in accounts}
    if len(accounts) != 12:
        err("C1 expected 12 accounts, found %d" % len(accounts))
    if len(tenants) != 3:
        err("C1 expected 3 tenants, found %d" % len(tenants))
    by_uid = {}
    for a in accounts:
        by_uid.setdefault(a[2], []).append(a)
    twins = [v for v in by_uid.values() if len(v) > 1]
    if len(twins) != 1 or len(twins[0]) != 2 or twins[0][0][1] == twins[0][1][1]:
        err("C1 exactly one user_id must appear under exactly two different tenants (found %d shared ids)"
            % len(twins))
        twin_accts = []
    else:
        twin_accts = twins[0]
    # C2
    for ui, tid, uid in accounts:
        mems = [m for m in users[ui].get("memories", []) if isinstance(m, dict) and isinstance(m.get("id"), str)]
        nt = sum(1 for m in mems if is_theme(m["id"]))
        nb = sum(1 for m in mems if is_bg(m["id"]))
        if not 12 <= nt <= 16:
            err("C2 %s/%s has %d theme memories (12-16)" % (tid, uid, nt))
        if not 120 <= nb <= 145:
            err("C2 %s/%s has %d background memories (120-145)" % (tid, uid, nb))
        if nt + nb != len(mems):
            err("C2 %s/%s has memories whose id is neither _tNN nor _bNNN" % (tid, uid))
        seen = set()
        for m in mems:
            c = norm(m.get("content", ""))
            if c in seen:
                err("C2 %s/%s duplicate memory content: %s" % (tid, uid, m.get("content")))
            seen.add(c)
    # C3
    kinds = {}
    for _, p, _, _, _ in all_probes:
        kinds[p.get("kind")] = kinds.get(p.get("kind"), 0) + 1
    for k, n in KIND_COUNTS.items():
        if kinds.get(k, 0) != n:
            err("C3 kind %s: expected %d probes, found %d" % (k, n, kinds.get(k, 0)))
    if len(all_probes) != sum(KIND_COUNTS.values()):
        err("C3 expected %d probes, found %d" % (sum(KIND_COUNTS.values()), len(all_probes)))
    # meta structures
    sup = meta.get("supersessions", [])
    look = meta.get("lookalikes", [])
    exp = meta.get("expired", [])
    if not isinstance(sup, list) or not isinstance(look, list) or not isinstance(exp, list):
        err("C7-9 meta.supersessions/lookalikes/expired must be lists")
        sup, look, exp = [], [], []
    older_of = {}
    newer_set = set()
    older_set = set()
    for s in sup:
        o, n = s.get("older"), s.get("newer")
        if o not in mem_by_id or n not in mem_by_id:
            err("C7 supersession %s -> %s: id missing" % (o, n))
            continue
        if owner[o] != owner[n]:
            err("C7 supersession %s -> %s spans two accounts" % (o, n))
        mo, mn = mem_by_id[o], mem_by_id[n]
        try:
            if not parse_iso(mo["created_at"]) < parse_iso(mn["created_at"]):
                err("C7 supersession %s -> %s: older is not created before newer" % (o, n))
        except Exception:  # noqa: BLE001
            err("C7 supersession %s -> %s: created_at unusable" % (o, n))
        if "valid_until" in mn:
            err("C7 supersession newer %s must not have valid_until" % n)
        for w in CHANGE_WORDS:
            if w in mn.get("content", ""):
                err("C7 supersession newer %s contains the change word %s" % (n, w))
        older_of.setdefault(n, set()).add(o)
        newer_set.add(n)
        older_set.add(o)
    if len(sup) < 45:
        err("C7 need >= 45 supersessions, found %d" % len(sup))
    exp_ids = set()
    for e in exp:
        mid = e.get("id")
        if mid not in mem_by_id:
            err("C8 expired id %s missing" % mid)
            continue
        exp_ids.add(mid)
        m = mem_by_id[mid]
        try:
            ends = parse_iso(e.get("ends"))
        except Exception:  # noqa: BLE001
            err("C8 expired %s: ends unusable" % mid)
            continue
        if ends >= probe_at:
            err("C8 expired %s ends after the probe time" % mid)
        if "valid_until" in m:
            try:
                if parse_iso(m["valid_until"]) != ends:
                    err("C8 expired %s: valid_until differs from meta ends" % mid)
                if parse_iso(m["valid_until"]) >= probe_at:
                    err("C8 expired %s: valid_until not before the probe time" % mid)
            except Exception:  # noqa: BLE001
                pass
        else:
            d = ends.astimezone(TZ)
            stamp = "%d年%d月%d日" % (d.year, d.month, d.day)
            if stamp not in m.get("content", ""):
                err("C8 expired %s has no valid_until and its text lacks the date %s" % (mid, stamp))
        try:
            if parse_iso(m["created_at"]) >= ends:
                err("C8 expired %s created after its end" % mid)
        except Exception:  # noqa: BLE001
            pass
    if len(exp) != 10:
        err("C8 expected 10 expired memories, found %d" % len(exp))
    # C4-C6, C10, C11 over probes
    twin_of = {}
    if twin_accts:
        twin_of[twin_accts[0]] = twin_accts[1]
        twin_of[twin_accts[1]] = twin_accts[0]
    nonleak_forbid = 0
    sup_covered = set()
    exp_covered = set()
    look_pairs = set()
    for acct, p, rel, fb, fids in all_probes:
        pid, kind = p.get("id"), p.get("kind")
        ui = acct[0]
        own_mems = [m for m in users[ui].get("memories", []) if isinstance(m, dict) and "id" in m]
        if kind == "abstention" and rel:
            err("C4 %s abstention probe must have relevant == []" % pid)
        if kind == "task" and not 2 <= len(rel) <= 5:
            err("C4 %s task probe needs 2-5 relevant, has %d" % (pid, len(rel)))
        if kind in ("paraphrase", "direct", "background") and not rel:
            err("C4 %s %s probe needs >= 1 relevant" % (pid, kind))
        if kind == "background":
            if not all(is_bg(r) for r in rel):
                err("C4 %s background probe must point at background memories" % pid)
        elif not all(is_theme(r) for r in rel):
            err("C4 %s %s probe must point at theme memories" % (pid, kind))
        if set(rel) & set(fids):
            err("C6 %s relevant and forbid_ids overlap" % pid)
        if kind == "leak":
            if acct not in twin_of:
                err("C5 %s leak probe is not on one of the two same-user_id accounts" % pid)
            else:
                tw = twin_of[acct]
                if not any(owner.get(x) == tw for x in fids):
                    err("C5 %s leak probe forbids nothing of the twin account %s/%s" % (pid, tw[1], tw[2]))
                for x in fids:
                    if owner.get(x) not in (acct, tw):
                        err("C5 %s leak probe forbids %s of an unrelated account" % (pid, x))
        else:
            for x in fids:
                if owner.get(x) != acct:
                    err("C5 %s non-leak probe forbids another account's memory %s" % (pid, x))
            if fb:
                nonleak_forbid += 1
        # C6 keyword placement
        fmems = [mem_by_id[x] for x in fids]
        allowed = set(fids)
        for g in fb:
            if not any(norm(k) in norm(m.get("content", "")) for k in g for m in fmems):
                err("C6 %s forbid group %s matches none of its forbid_ids" % (pid, g))
            for k in g:
                for m in own_mems:
                    if m["id"] not in allowed and norm(k) in norm(m.get("content", "")):
                        err("C6 %s forbid keyword %r also matches the account's memory %s" % (pid, k, m["id"]))
        for m in fmems:
            if not any(norm(k) in norm(m.get("content", "")) for g in fb for k in g):
                err("C6 %s forbid_ids %s is matched by no forbid keyword" % (pid, m["id"]))
        # C7 supersession coverage
        for r in rel:
            if r in older_set:
                err("C7 %s lists superseded memory %s as relevant" % (pid, r))
            if r in exp_ids:
                err("C8 %s lists expired memory %s as relevant" % (pid, r))
            for o in older_of.get(r, ()):
                if o not in fids:
                    err("C7 %s expects newer %s but does not forbid older %s" % (pid, r, o))
                elif kind != "leak":
                    sup_covered.add((o, r))
        if kind == "expiry":
            hit = [x for x in fids if x in exp_ids]
            if not hit:
                err("C8 %s expiry probe forbids no expired memory" % pid)
            exp_covered.update(hit)
        if kind != "leak":
            for r in rel:
                for x in fids:
                    look_pairs.add((r, x))
        # C11
        if kind == "paraphrase" and rel:
            ov = overlap(p.get("query", ""), [mem_by_id[r].get("content", "") for r in rel if r in mem_by_id])
            if ov > PARAPHRASE_MAX_OVERLAP:
                err("C11 %s paraphrase query shares %.2f of its content characters with the answer (max %.2f)"
                    % (pid, ov, PARAPHRASE_MAX_OVERLAP))
    for s in sup:
        pair = (s.get("older"), s.get("newer"))
        if pair[0] in mem_by_id and pair[1] in mem_by_id and pair not in sup_covered:
            err("C7 supersession %s -> %s has no non-leak probe expecting the newer and forbidding the older"
                % pair)
    for mid in exp_ids:
        if mid not in exp_covered:
            err("C8 expired %s is forbidden by no expiry probe" % mid)
    # C9
    if not 23 <= len(look) <= 27:
        err("C9 expected 23-27 look-alike pairs, found %d" % len(look))
    seen_pairs = set()
    for lk in look:
        a, b = lk.get("a"), lk.get("b")
        if a not in mem_by_id or b not in mem_by_id:
            err("C9 look-alike %s / %s: id missing" % (a, b))
            continue
        if owner[a] != owner[b]:
            err("C9 look-alike %s / %s spans two accounts" % (a, b))
        if frozenset((a, b)) in seen_pairs:
            err("C9 look-alike %s / %s listed twice" % (a, b))
        seen_pairs.add(frozenset((a, b)))
        for x in (a, b):
            if x in older_set or x in exp_ids:
                err("C9 look-alike member %s is superseded or expired" % x)
            if not is_theme(x):
                err("C9 look-alike member %s is not a theme memory" % x)
        if (a, b) in {(s.get("older"), s.get("newer")) for s in sup} or \
                (b, a) in {(s.get("older"), s.get("newer")) for s in sup}:
            err("C9 look-alike %s / %s is a supersession pair" % (a, b))
        if (a, b) not in look_pairs and (b, a) not in look_pairs:
            err("C9 look-alike %s / %s has no probe expecting one and forbidding the other" % (a, b))
    # C10
    if nonleak_forbid < 40:
        err("C10 need >= 40 non-leak probes with forbid, found %d" % nonleak_forbid)
    # C12
    for mid, m in mem_by_id.items():
        if is_bg(mid):
            for w in ON_THEME:
                if w in m.get("content", ""):
                    err("C12 background memory %s contains the on-theme word %s" % (mid, w))
    # C13
    if meta.get("probe_at") != PROBE_AT:
        err("C13 meta.probe_at must be %s" % PROBE_AT)
    if not errs:
        if meta.get("counts") != summarize(data):
            err("C13 meta.counts does not agree with the data")
    return errs


def main(argv):
    if len(argv) > 1 and argv[1] == "--check":
        path = argv[2] if len(argv) > 2 else os.environ.get("H55_CHECK_PATH") or os.path.join(HERE, OUT_NAME)
        errs = check(path)
        if errs:
            print("CHECK FAILED: %s (%d violation%s)" % (path, len(errs), "" if len(errs) == 1 else "s"))
            for e in errs:
                print("  - " + e)
            return 1
        with open(path, encoding="utf-8") as f:
            c = summarize(json.load(f))
        print("CHECK OK: %s" % path)
        print(json.dumps(c, ensure_ascii=False, indent=2))
        return 0
    if len(argv) > 1:
        print("usage: build_holdout55.py [--check [PATH]]")
        return 2
    data = build()
    out = os.path.join(HERE, OUT_NAME)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %s" % out)
    print(json.dumps(data["meta"]["counts"], ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
