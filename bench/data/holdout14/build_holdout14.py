#!/usr/bin/env python3
"""Build zh_retrieval_holdout14.json: a BLIND held-out Chinese retrieval set
(format memory-eval/v1, track R) for the travel planner's long-term memory.

Blindness record
----------------
This set was written blind. The only files under /work whose CONTENTS were read:
  /work/shared/eval/FORMAT.md                    (read in full, first)
  /work/main/bench/data/src/background_pool.py   (POOL and PLACE_WORDS, read in full)
Every shell command that touched /work, in order:
  cat /work/shared/eval/FORMAT.md
  wc -l, head -c 6000, sed -n 130,150p / 150,600p, grep -n (definitions and a
    few keywords: 高铁 万豪 发票 签证 护照 驾照 颈椎 近视 岩茶 ...) on
    /work/main/bench/data/src/background_pool.py only
  ls /work/main/.venv/bin/python             (does the interpreter exist)
  mkdir -p /work/main/bench/data/holdout14; ls -la of that new, empty folder
  creating and editing this script (editor tool, sed -i, small python
    one-offs that rewrite only this script)
  /usr/bin/python3 build_holdout14.py [--report | --check], also with
    PYTHONHASHSEED=1/2/999, and /work/main/.venv/bin/python ... --check
  small python one-offs reading only zh_retrieval_holdout14.json (my own
    output) to review the sampled background statements
  a tamper test: copy the output to /tmp, append one byte, --check (exit 1),
    restore the copy, --check (exit 0)
  ls -la of holdout14/ (own files); one py_compile of this script, whose
    holdout14/__pycache__ was removed again straight away
  SLIP, recorded for honesty: one "ls -la . ../src" (meant to check for a
    __pycache__) also listed /work/main/bench/data/src/, so its file NAMES and
    sizes were seen (background_pool.py, dialogue.py, retrieval_dev.py,
    retrieval_test.py); none of those other files was opened, grepped or
    imported, and nothing in this set was derived from them. A later
    "ls /work/main/bench/data/src/ | grep -c pycache" printed only a count (0).
No other data set, test, evaluator or engine code was opened. The script sets
sys.dont_write_bytecode so importing background_pool leaves no __pycache__.

Theme
-----
"Travel shaped by work, money and paperwork". Twelve accounts whose trips are
constrained by jobs, budgets and documents rather than by diet: a sales
manager living on business trips and hotel loyalty points, and - under the
SAME user_id in a different tenant - a small-business owner who needs VAT
special invoices and does his books on the road (deliberately confusable:
both travel for work, need invoices, carry a laptop and are loyal to one hotel
chain; several probes forbid the other account's keywords); a digital-nomad
freelancer on long stays who needs fast internet and a desk; a civil servant
whose passport is held by the work unit; a postgraduate on a shoestring who
rides overnight trains; a retired couple who travel off-season with senior
cards; a doctor on call who can only get three days off; someone whose
Schengen visa was once refused; a landscape-photographer couple who live by
golden hour; parents of a four-month-old; a person who is afraid of dogs; and
a Cantonese-speaking Hongkonger using a Home Return Permit (回乡证) on the
mainland. Queries mix registers: Beijing colloquial, plain Mandarin, some
English code-switching and Cantonese. Probe kinds (encoded in each probe id,
since FORMAT.md defines no kind field): para = indirect paraphrase of one or
two memories with little word overlap; task = a planning request that needs
3-5 memories; direct = a question that names the fact; abst = nothing stored
applies, relevant [] (tempting near-misses are left in the background);
expiry = a superseded or expired memory (valid_until before the probe time)
must not come back, its keywords are in forbid; bg = the only relevant
memory/memories come from the sampled background pool.

Counts (asserted below)
-----------------------
  accounts 12, distinct user_ids 11 (u_lijun in tenants corp_huaxin and
  smb_yunzhang), core memories 144 (140-160), background 120-160 per account,
  probes 112 = para 42 + task 24 + direct 10 + abst 20 + expiry 10 + bg 6,
  task probes want 3-5 memories each.

Background sampling
-------------------
Per account, random.Random('holdout14/v1/<key>') picks one cluster per pool
family (some forced or banned per account, e.g. eyes:myopia for the nomad's
bg probe, no pet:dog for the dog-fearing user, no car:none for the
photographers who self-drive), then drops statements that: are tagged active
for the retiree with a knee replacement in the couple; belong to topics or
contain phrases that contradict the person (office life for the freelancer,
retiree, doctor; "blood pressure normal" for the hypertensive retiree ...);
name a PLACE_WORDS place found in the account's core memories or
non-abstention probes; contain any of the account's forbid keywords; or are
hand-excluded after reviewing --report because they would quietly become
relevant to one of the account's probes (e.g. swim class vs. snorkelling,
stamp collecting vs. the souvenir probe, Spring-Festival habits vs. the
civil servant's Spring-Festival trip). 120-160 statements are then sampled;
statements referenced by bg probes are always kept.

Usage
-----
  python3 build_holdout14.py           write zh_retrieval_holdout14.json
  python3 build_holdout14.py --check   rebuild in memory; exit 1 unless the
                                       file on disk is byte-identical
  python3 build_holdout14.py --report  print review aids: para word overlap
                                       between probe and target, background
                                       (and core) near-misses per probe
"""
import json
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'src'))
from background_pool import POOL, PLACE_WORDS  # noqa: E402

OUT = os.path.join(HERE, 'zh_retrieval_holdout14.json')
SEED = 'holdout14/v1/'
KINDS = ('para', 'task', 'direct', 'abst', 'expiry', 'bg')
WANT_KINDS = {'para': 42, 'task': 24, 'direct': 10, 'abst': 20, 'expiry': 10, 'bg': 6}

# ---------------------------------------------------------------------------
# Accounts. Memory: (id, type, importance, created date, content[, valid_until])
# Probe: (kind, at date, query, relevant ids, forbid keyword alternatives)
# "BG:<statement>" in relevant = a pool statement forced into the background.
# ---------------------------------------------------------------------------
ACCOUNTS = []


def account(**kw):
    ACCOUNTS.append(kw)


# 1. sales manager (confusable twin A) --------------------------------------
account(
    key='sa', user_id='u_lijun', tenant_id='corp_huaxin',
    memories=[
        ('sa01', 'profile', 0.8, '2026-01-06', '用户常驻北京，在一家医疗器械公司做华东区的销售经理，一周起码出差两三天，南京、杭州、合肥来回跑'),
        ('sa02', 'preference', 0.85, '2026-01-09', '用户是万豪旅享家的白金会员，出差住酒店首选万豪旗下的，为了攒积分和升房'),
        ('sa03', 'fact', 0.8, '2026-01-15', '用户公司的差标是一线城市住宿每晚六百以内、其他城市四百五以内，超出的部分得自己贴'),
        ('sa04', 'fact', 0.85, '2026-01-22', '用户报销只认电子普通发票，抬头必须写公司全称加税号，少一样财务就退单'),
        ('sa05', 'preference', 0.7, '2026-02-03', '用户常坐东航，是东方万里行金卡，选座喜欢靠过道，下飞机快'),
        ('sa06', 'preference', 0.75, '2026-02-11', '用户晚上经常陪客户喝酒应酬，早上起不来，航班别订八点以前的'),
        ('sa07', 'preference', 0.6, '2026-02-19', '用户出差只拎一个登机箱，从来不托运，落地直接去见客户'),
        ('sa08', 'preference', 0.6, '2026-03-02', '用户见客户得穿西装衬衫，住的酒店最好有洗衣熨烫服务'),
        ('sa09', 'fact', 0.7, '2026-03-10', '用户周六上午要陪女儿上钢琴课，出差尽量周五晚上之前赶回北京'),
        ('sa10', 'event', 0.55, '2026-03-18', '用户的万豪积分已经攒了十几万，打算攒够了就用积分带老婆孩子去海边度假'),
        ('sa11', 'fact', 0.7, '2026-01-12', '用户公司的协议酒店原来是洲际集团，出差一般住假日酒店', '2026-03-31'),
        ('sa12', 'fact', 0.8, '2026-04-03', '用户公司最近把协议酒店换成了万豪集团，原来那家的协议价已经停了'),
        ('sa13', 'profile', 0.65, '2026-04-20', '用户有腰肌劳损，酒店床垫太软就腰疼，入住时习惯要硬一点的床'),
        ('sa14', 'fact', 0.6, '2026-05-08', '用户出差电脑包里总装着公司配的笔记本，晚上要在酒店写客户拜访报告'),
    ],
    probes=[
        ('para', '2026-06-18', '这回订的房比规定贵了八十块，差价咋算？', ['sa03'], [['一般纳税人'], ['专用发票']]),
        ('para', '2026-06-22', '财务又把我单子给打回来了，这回开票得让对方写啥？', ['sa04'], [['专用发票'], ['金蝶']]),
        ('para', '2026-06-25', '明儿一早那班七点零五的，能给我往后挪挪不？昨晚喝断片了', ['sa06'], []),
        ('para', '2026-06-27', '上回睡得腰都直不起来，这次订房帮我提前跟前台打个招呼', ['sa13'], []),
        ('task', '2026-07-01', '下周三飞杭州、周五回，帮我把来回机票订了', ['sa05', 'sa06', 'sa07', 'sa09'], [['高铁'], ['一等座']]),
        ('task', '2026-07-03', '下礼拜在南京连住三晚，酒店你帮我挑一家订上', ['sa02', 'sa03', 'sa08', 'sa12', 'sa13'], [['洲际'], ['假日酒店'], ['全季'], ['华住']]),
        ('direct', '2026-07-06', '我万豪那个会员现在是啥级别来着？', ['sa02'], [['华住']]),
        ('abst', '2026-07-08', '日本坐电车换乘用哪个App方便？', [], []),
        ('abst', '2026-07-10', '第一次学滑雪，去哪个雪场比较合适？', [], []),
        ('expiry', '2026-07-12', '这趟去苏州见客户，协议酒店是哪家？直接按协议价给我订', ['sa12'], [['洲际'], ['假日酒店']]),
    ],
    drop_topics=[],
    drop_contains=['不太喜欢在饭桌上谈工作', '参加工作的第五年', '每个季度要出差去总部', '去年出差去了一趟', '睡懒觉'],
    hand_exclude=['用户对公司新上线的报销系统很不满意'],
)

# 2. small-business owner (confusable twin B, same user_id, other tenant) ---
account(
    key='bo', user_id='u_lijun', tenant_id='smb_yunzhang',
    memories=[
        ('bo01', 'profile', 0.8, '2026-01-07', '用户自己在宁波开了一家做包装材料的小公司，十来个员工，经常要跑工厂和客户'),
        ('bo02', 'fact', 0.85, '2026-03-05', '用户的公司最近转成了一般纳税人，出差的住宿、机票、车票都要开增值税专用发票才能抵扣'),
        ('bo03', 'fact', 0.7, '2026-01-10', '用户的公司还是小规模纳税人，出差开普通发票就够用', '2026-02-28'),
        ('bo04', 'preference', 0.75, '2026-01-20', '用户是华住会的会员，出差一般住全季，觉得干净又不贵'),
        ('bo05', 'preference', 0.75, '2026-01-28', '用户能坐高铁就不坐飞机，喜欢一等座靠窗带插座的位置，路上可以开电脑干活'),
        ('bo06', 'fact', 0.8, '2026-02-08', '用户出差都背着笔记本电脑，晚上要在酒店用金蝶记账对账，房间得有书桌和稳定的网'),
        ('bo07', 'fact', 0.7, '2026-02-16', '用户每个月中旬要报税，那几天得守在公司，不能出远门'),
        ('bo08', 'fact', 0.6, '2026-02-25', '用户的大客户主要在广州和东莞，每年都要去两趟广交会看展'),
        ('bo09', 'fact', 0.7, '2026-03-12', '用户出差花的都是自己公司的钱，对票价很敏感，同样的时间段会挑便宜的'),
        ('bo10', 'fact', 0.65, '2026-03-26', '用户出差有时要带着公司的U盾和公章，这种时候包从不离身'),
        ('bo11', 'relation', 0.55, '2026-04-09', '用户公司的会计小陈每到月底就催他把出差的票据拍照发过去'),
        ('bo12', 'fact', 0.6, '2026-04-28', '用户有时会带老婆一起出差顺便玩两天，但老婆的那部分花销不能进公司的账'),
    ],
    probes=[
        ('para', '2026-06-19', '这趟去东莞，车钱房钱的票你记得让人家开能抵税的那种', ['bo02'], [['电子普通发票'], ['差标']]),
        ('para', '2026-06-23', '到了那边我还得熬夜对数，订的地方别让我趴床上敲键盘', ['bo06'], [['万豪']]),
        ('para', '2026-06-26', '这次路上四五个钟头，我宁愿在铁轨上把报表做了', ['bo05'], [['东航'], ['过道']]),
        ('para', '2026-06-29', '我家那位也想跟着去逛逛，她那份开销怎么处理才不出问题？', ['bo12'], []),
        ('task', '2026-07-02', '下周去广州谈个客户，待三天，帮我把怎么去和住哪儿都安排一下', ['bo02', 'bo04', 'bo05', 'bo06', 'bo09'], [['万豪'], ['东航']]),
        ('task', '2026-07-04', '有个展会邀请我十五号前后去参观，帮我看看能不能去，去的话怎么走最省', ['bo05', 'bo07', 'bo09'], []),
        ('direct', '2026-07-07', '我出差一般住哪个牌子的酒店来着？', ['bo04'], [['万豪']]),
        ('abst', '2026-07-09', '巴厘岛哪片海滩适合新手冲浪？', [], []),
        ('abst', '2026-07-11', '冰岛看极光一般几月份去最合适？', [], []),
        ('expiry', '2026-07-13', '这趟出差的酒店发票开普票就行了吧？', ['bo02'], [['小规模'], ['普通发票']]),
    ],
    drop_topics=['work profile'],
    drop_contains=['去年出差去了一趟', '学习怎么自己报税'],
    hand_exclude=['用户报了一个成人游泳班'],
)

# 3. digital-nomad freelancer ----------------------------------------------
account(
    key='nm', user_id='u_xiaoman', tenant_id='default',
    memories=[
        ('nm01', 'profile', 0.8, '2026-01-05', '用户是自由职业的前端开发，接海外外包，一年大部分时间在国外长住'),
        ('nm02', 'preference', 0.85, '2026-01-11', '用户找住处第一看网速，下载至少一百兆，视频会议不能卡'),
        ('nm03', 'preference', 0.75, '2026-01-19', '用户长住的地方一定要有正经书桌和人体工学椅，在床上办公一周腰就废了'),
        ('nm04', 'fact', 0.8, '2026-01-26', '用户的客户大多在美国西海岸，每周二、周四晚上十一点开例会，那个点必须在线'),
        ('nm05', 'preference', 0.7, '2026-02-04', '用户喜欢一个地方住一到三个月，按月租公寓比住酒店划算'),
        ('nm06', 'fact', 0.6, '2026-02-13', '用户收入是美元结算，出国刷卡专用一张免货币转换费的信用卡'),
        ('nm07', 'preference', 0.6, '2026-02-22', '用户喜欢住在有联合办公空间的街区，每周想去两三次见见同行'),
        ('nm08', 'fact', 0.7, '2026-03-01', '用户目前长住在清迈古城附近，公寓租到五月底', '2026-05-31'),
        ('nm09', 'fact', 0.85, '2026-06-02', '用户搬到了越南岘港，在美溪海滩附近租了三个月的公寓', '2026-08-31'),
        ('nm10', 'fact', 0.6, '2026-03-15', '用户随身带着便携显示器和一个随身WiFi，还有备用的充电头'),
        ('nm11', 'fact', 0.7, '2026-03-29', '用户每次入境都会提前查清楚签证能停留多少天，生怕逾期'),
        ('nm12', 'preference', 0.6, '2026-04-12', '用户不住派对型青旅，半夜要开会，需要安静的环境'),
    ],
    probes=[
        ('para', '2026-06-16', '看了套房子挺好看，就是房东说家里那网也就刷刷抖音够用，能租吗？', ['nm02'], []),
        ('para', '2026-06-24', '下礼拜四晚上朋友约我去海边喝酒，跟啥撞不撞？', ['nm04'], []),
        ('para', '2026-06-30', '一个人闷头写代码太久了，想找个能跟圈内人混个脸熟的地方', ['nm07'], []),
        ('para', '2026-07-05', '这边刷卡老被多扣一笔手续费，是不是我卡用错了', ['nm06'], []),
        ('task', '2026-07-14', '这边的租约快到期了，帮我物色下一站，还想住两三个月', ['nm02', 'nm03', 'nm05', 'nm09', 'nm11'], []),
        ('task', '2026-07-18', '下周有个特别重要的demo，得准备个备用方案防止停电断网，帮我想想', ['nm02', 'nm04', 'nm07', 'nm10'], []),
        ('direct', '2026-07-20', '我之前说每周哪两天晚上要跟客户开会来着？', ['nm04'], []),
        ('abst', '2026-07-22', '越南的法定节假日都有哪几天？', [], []),
        ('expiry', '2026-07-10', '帮我查查我住的那片附近有没有联合办公空间', ['nm07', 'nm09'], [['清迈'], ['古城']]),
        ('bg', '2026-07-25', '住海边了想去浮潜，面镜要不要专门配个带度数的？', ['BG:用户近视四百度，平时戴眼镜'], []),
    ],
    force_clusters={'eyes': 'myopia'},
    drop_topics=['work profile', 'commute profile', 'home profile', 'pets relation', 'plants preference', 'car profile'],
    drop_contains=['公司', '同事', '小区', '楼下', '邻居', '家里', '家的', '和家人', '聚一次', '出差', '周报',
                   '直播间', '市图书馆'],
    hand_exclude=['用户报了一个成人游泳班', '用户在网上买过一张二手书桌', '用户习惯把重要文件同时存两份',
                  '用户有两个手机号，一个工作用一个私人用'],
)

# 4. civil servant, passport held by the work unit -------------------------
account(
    key='cs', user_id='u_zhouhong', tenant_id='default',
    memories=[
        ('cs01', 'profile', 0.8, '2026-01-08', '用户在区发改局上班，是科级干部，因私护照统一交由单位组织部门保管'),
        ('cs02', 'fact', 0.85, '2026-01-16', '用户因私出国要提前一个月交申请，领导签字、组织部审批通过后才能把护照领出来'),
        ('cs03', 'fact', 0.75, '2026-01-23', '用户出国回来七天内必须把护照交回单位，逾期要写书面说明'),
        ('cs04', 'fact', 0.7, '2026-02-02', '用户每年只有十天左右的年休假，还得错开单位最忙的时候'),
        ('cs05', 'preference', 0.65, '2026-02-14', '用户去港澳也得报批，嫌麻烦，所以平时更愿意在国内玩'),
        ('cs06', 'fact', 0.75, '2026-02-27', '用户的出国申请要写明目的地、日期和同行人，实际行程不能跟报备的不一样'),
        ('cs07', 'preference', 0.5, '2026-03-09', '用户出去玩不在朋友圈晒照片，觉得影响不好'),
        ('cs08', 'fact', 0.7, '2026-04-10', '用户报了七月全家去新加坡的出国申请，正在等审批', '2026-06-15'),
        ('cs09', 'fact', 0.85, '2026-06-20', '用户的出国申请这次没批下来，改成暑假带孩子在国内去云南大理', '2026-08-31'),
        ('cs10', 'fact', 0.7, '2026-03-20', '用户的孩子在上小学三年级，只能等学校放假才出得去'),
        ('cs11', 'preference', 0.6, '2026-03-30', '用户私人出游也不爱住太豪华的酒店，怕被人说闲话'),
        ('cs12', 'fact', 0.6, '2026-04-18', '用户的爱人是中学老师，也只有学校放假的时候才走得开'),
        ('cs13', 'fact', 0.7, '2026-05-06', '用户离开本市要提前跟单位报备去向'),
    ],
    probes=[
        ('para', '2026-06-21', '本子不在我自己手里，想出国玩一趟得先走哪些流程？', ['cs01', 'cs02'], []),
        ('para', '2026-06-25', '玩完回来了，还有啥要收尾的手续没？', ['cs03'], []),
        ('para', '2026-06-28', '去澳门看场演唱会也得打报告啊？', ['cs05'], []),
        ('para', '2026-07-02', '到了那边临时想顺路多去一个国家转转，行不行？', ['cs06'], []),
        ('task', '2026-07-06', '想明年春节全家出国玩一趟，帮我理理要提前准备些啥', ['cs02', 'cs04', 'cs06', 'cs10', 'cs12'], []),
        ('task', '2026-07-09', '十一想带老婆孩子出去六七天，国内哪儿合适？帮我安排下', ['cs04', 'cs10', 'cs11', 'cs12', 'cs13'], []),
        ('direct', '2026-07-12', '因私出国的申请要提前多久交？', ['cs02'], []),
        ('abst', '2026-07-15', '二十寸的行李箱能带上高铁吗？', [], []),
        ('abst', '2026-07-18', '帮我查查故宫现在每天限流多少人', [], []),
        ('expiry', '2026-07-05', '帮我准备一下这次暑假出行要带的东西清单', ['cs09'], [['新加坡']]),
    ],
    drop_topics=[],
    drop_contains=['公司', '跳槽', '奶茶店', '业委会', '总部', '优秀员工', '企业微信', '参加工作的第五年'],
    hand_exclude=['用户每年三月份最忙，要做部门的年度预算', '用户每年除夕都会陪家里人看春晚',
                  '用户过年会和家里人一起包饺子', '用户在丽江古城丢过一次手机', '用户在西双版纳过过一次泼水节'],
)

# 5. postgraduate on a tight budget ----------------------------------------
account(
    key='st', user_id='u_xiaoyu', tenant_id='default',
    memories=[
        ('st01', 'profile', 0.8, '2026-01-09', '用户在西安读研二，每个月生活费一千五，出去玩全靠自己兼职攒的钱'),
        ('st02', 'preference', 0.85, '2026-01-17', '用户出远门只坐晚上发车的绿皮车或动卧，在车上睡一晚能省一晚住宿费'),
        ('st03', 'fact', 0.75, '2026-01-25', '用户学生票的优惠区间是西安到老家信阳，只有这段能买打折票，一年四次'),
        ('st04', 'preference', 0.8, '2026-02-06', '用户住宿只订青旅床位，一晚不超过六十块'),
        ('st05', 'preference', 0.6, '2026-02-15', '用户坐卧铺专挑上铺，便宜，也没人来坐'),
        ('st06', 'fact', 0.7, '2026-02-24', '用户的导师管得严，每周五下午组会不能缺，请假得提前说'),
        ('st07', 'preference', 0.65, '2026-03-04', '用户喜欢citywalk和免费的博物馆，收费景区基本不进'),
        ('st08', 'preference', 0.6, '2026-03-13', '用户在外面吃饭一天控制在五十块以内，爱找学校食堂和菜市场边上的小摊'),
        ('st09', 'relation', 0.55, '2026-03-22', '用户经常和室友阿杰结伴出去玩，阿杰晕车晕得厉害'),
        ('st10', 'fact', 0.6, '2026-04-02', '用户周末两天上午都有家教课，一般周日下午之后才有空'),
        ('st11', 'fact', 0.55, '2026-04-14', '用户手机流量套餐很小，出门靠蹭WiFi和提前下载离线地图'),
        ('st12', 'preference', 0.65, '2026-04-26', '用户基本不坐飞机，除非特价机票比火车还便宜'),
    ],
    probes=[
        ('para', '2026-06-17', '这回想一觉睡过去、睁眼就到站，你懂我意思吧', ['st02'], []),
        ('para', '2026-06-20', '我那个一上车就吐的兄弟也去，路线咋选好点？', ['st09'], []),
        ('para', '2026-06-24', '周四出发玩到下周一回来，老板那边会不会有问题？', ['st06'], []),
        ('task', '2026-06-27', '国庆想去成都玩五天，住的吃的帮我规划下，越省越好', ['st01', 'st04', 'st08'], []),
        ('task', '2026-07-01', '下个月想跟室友去重庆，帮我把来回的车票怎么买理一下', ['st02', 'st03', 'st05', 'st09', 'st12'], []),
        ('direct', '2026-07-04', '我学生票的优惠区间是哪到哪来着？', ['st03'], []),
        ('abst', '2026-07-07', '去新疆玩要办边防证吗？', [], []),
        ('abst', '2026-07-09', '第一次办护照大概多久能拿到？', [], []),
        ('bg', '2026-07-12', '想去海南环岛租个车自己开，要准备些啥？', ['BG:用户还没考驾照'], []),
    ],
    force_clusters={'car': 'none'},
    ban_clusters={'housing': ['own'], 'gym': ['regular'], 'pet': ['dog', 'cat']},
    drop_topics=['work profile', 'commute profile', 'home profile'],
    drop_contains=['公司', '同事', '领导', '年终', '加班', '上班', '房贷', '养老金', '重疾险', '家庭资产',
                   '跳槽', '参加工作', '员工', '报销', '网购花销', '按摩椅', '发红包', '定期', '工作用', '周报',
                   '出差', '婚礼', '业委会', '城乡居民医保', '睡懒觉', '小区'],
    hand_exclude=['用户一直没买车，觉得养车太贵', '用户早餐一般只喝一杯豆浆', '用户每天喝两杯咖啡，下午三点以后就不喝了'],
)

# 6. retired couple, off-season, senior cards ------------------------------
account(
    key='rt', user_id='u_laoqian', tenant_id='default',
    memories=[
        ('rt01', 'profile', 0.8, '2026-01-10', '用户和老伴都退休了，两人都六十七，出门专挑淡季，节假日从来不凑热闹'),
        ('rt02', 'fact', 0.8, '2026-01-18', '用户和老伴都办了老年优待证，不少景区六十五岁以上免票或者半价，出门一定随身带'),
        ('rt03', 'profile', 0.85, '2026-01-27', '用户老伴前年做了膝关节置换，走不了太多台阶，上山只能坐缆车'),
        ('rt04', 'preference', 0.75, '2026-02-05', '用户愿意跟团，但只要纯玩团，不进购物店，每天行程别排太满'),
        ('rt05', 'fact', 0.7, '2026-02-16', '用户有高血压，每天早上吃降压药，出门得带够量'),
        ('rt06', 'preference', 0.7, '2026-02-26', '用户坐火车要两张下铺，老伴晚上起夜多'),
        ('rt07', 'relation', 0.55, '2026-03-07', '用户怕自己订错，机票火车票都是让在深圳工作的女儿帮忙订'),
        ('rt08', 'preference', 0.65, '2026-03-18', '用户喜欢在一个地方多住些日子，比如在海边租个房子住半个月'),
        ('rt09', 'fact', 0.7, '2026-01-14', '用户老伴的护照四月底到期，打算抽空去出入境换新的', '2026-04-30'),
        ('rt10', 'fact', 0.8, '2026-05-12', '用户老伴已经换了新护照，现在两个人的护照都在有效期内'),
        ('rt11', 'preference', 0.65, '2026-03-28', '用户怕冷，冬天喜欢去南方暖和的地方过冬'),
        ('rt12', 'fact', 0.6, '2026-04-08', '用户两口子都买了老年人旅游意外险，保到八十岁'),
    ],
    probes=[
        ('para', '2026-06-18', '那个景点门票一百八一张，我们俩要买全价的吗？', ['rt02'], []),
        ('para', '2026-06-22', '山顶风景是好，可我家老头子那腿……', ['rt03'], []),
        ('para', '2026-06-26', '看到个七天六晚的团才九百九，你觉得能报吗？', ['rt04'], []),
        ('task', '2026-07-01', '十月中旬想坐火车去云南转转，就我们老两口，帮我安排一下', ['rt02', 'rt03', 'rt04', 'rt05', 'rt06'], []),
        ('task', '2026-07-05', '今年冬天想去南边住一阵子，帮我找找合适的地方', ['rt03', 'rt05', 'rt08', 'rt11'], []),
        ('direct', '2026-07-08', '我们俩那个旅游意外险保到多大岁数？', ['rt12'], []),
        ('abst', '2026-07-11', '帮我查查现在美元兑人民币是多少', [], []),
        ('abst', '2026-07-14', '下周末上海会不会下雨？', [], []),
        ('expiry', '2026-07-16', '我们想出国玩一趟，证件上还有什么要办的吗？', ['rt10'], [['四月底'], ['去出入境换']]),
        ('bg', '2026-07-19', '我们要出门半个月，家里那只小毛孩没人喂可咋办？', ['BG:用户养了一只橘猫，叫年糕', 'BG:用户给猫买了一个自动喂食器'], []),
    ],
    drop_active=True,
    force_clusters={'pet': 'cat'},
    drop_topics=['work profile', 'commute profile', 'family relation', 'learning profile', 'tech preference', 'games preference'],
    drop_contains=['公司', '同事', '领导', '上班', '工位', '加班', '父母', '读博', '室友', '参加工作', '年终',
                   '跳槽', '996', '婚礼', '前同事', '房贷', '周报', '工作', '装修', '在职', '出差',
                   '血压一直很正常', '正畸', '长痘', '献血', '智齿', '个人养老金', '专项附加扣除',
                   '睡懒觉', '跑步群', '报税'],
    hand_exclude=['用户每个月在猫粮猫砂上要花三四百', '用户在丽江古城丢过一次手机', '用户在西双版纳过过一次泼水节',
                  '用户对养兰花很有兴趣', '用户喜欢逛花鸟市场', '用户喜欢研究各种茶叶，最爱喝岩茶'],
)

# 7. doctor on call ---------------------------------------------------------
account(
    key='dr', user_id='u_drlin', tenant_id='default',
    memories=[
        ('dr01', 'profile', 0.8, '2026-01-12', '用户是三甲医院心内科的主治医生，每周要值一到两个二十四小时的班'),
        ('dr02', 'fact', 0.85, '2026-01-20', '用户一次最多只能请三天假，再长科室就排不开了'),
        ('dr03', 'fact', 0.75, '2026-01-29', '用户下夜班当天算休息，常用“下夜班加休息日再连上周末”凑出一个短假'),
        ('dr04', 'preference', 0.7, '2026-02-09', '用户出去玩只选高铁三小时以内能到的地方，不想把假期耗在路上'),
        ('dr05', 'fact', 0.7, '2026-02-18', '用户科室的排班表要到月底前才出来，排班出来之前没法定行程'),
        ('dr06', 'preference', 0.8, '2026-03-01', '用户订机票酒店只订能免费退改的，经常临时被叫回医院'),
        ('dr07', 'fact', 0.7, '2026-03-11', '用户休假时手机也得保持畅通，去的地方必须有信号，深山老林那种不行'),
        ('dr08', 'preference', 0.65, '2026-03-21', '用户平时太累，出去玩只想躺平，偏爱带温泉或者海景的酒店'),
        ('dr09', 'relation', 0.6, '2026-03-31', '用户老公是程序员，年假比较多，一般都是他迁就用户的时间'),
        ('dr10', 'fact', 0.7, '2026-01-05', '用户一到三月在急诊轮转，那段时间完全请不了假', '2026-03-31'),
        ('dr11', 'fact', 0.8, '2026-04-02', '用户已经从急诊回到心内科病房，恢复了正常排班'),
        ('dr12', 'preference', 0.6, '2026-04-15', '用户晕船很厉害，要坐船的行程一概不考虑'),
    ],
    probes=[
        ('para', '2026-06-15', '想先占个房，可我下个月哪天上班自己都还不知道', ['dr05', 'dr06'], []),
        ('para', '2026-06-19', '那个海岛得坐两个钟头渡轮过去，我顶得住吗？', ['dr12'], []),
        ('para', '2026-06-23', '要不来个一周的长线，去新疆好好转一圈？', ['dr02'], []),
        ('para', '2026-06-27', '无人区徒步那条线看着好酷，想去试试', ['dr07'], []),
        ('task', '2026-07-02', '我下周三下夜班，想接着出去玩到周日，帮我出个方案', ['dr02', 'dr03', 'dr04', 'dr06', 'dr08'], []),
        ('task', '2026-07-06', '跟老公商量了秋天出去三天，找个能泡汤又不会失联的地方', ['dr04', 'dr07', 'dr08', 'dr09'], []),
        ('abst', '2026-07-10', '日本新干线需要提前买票吗？', [], []),
        ('expiry', '2026-06-20', '我最近能不能请出假来？想出去走走', ['dr02', 'dr11'], [['完全请不了假']]),
    ],
    ban_clusters={'commute': ['wfh']},
    drop_topics=['work profile'],
    drop_contains=['公司', '急救员证', '导诊志愿者', '教师资格证', '白噪音'],
    hand_exclude=['用户有两个手机号，一个工作用一个私人用'],
)

# 8. Schengen refusal, visa anxiety ----------------------------------------
account(
    key='vs', user_id='u_anqi', tenant_id='default',
    memories=[
        ('vs01', 'event', 0.85, '2026-01-13', '用户前年申请法国申根签证被拒过一次，理由是资金证明不够'),
        ('vs02', 'fact', 0.7, '2026-01-21', '用户在一家外企做行政，月薪一万出头，工资是银行代发的'),
        ('vs03', 'preference', 0.7, '2026-01-30', '用户一想到签证就焦虑，材料宁可多交也不能少'),
        ('vs04', 'fact', 0.8, '2026-02-10', '用户以后申请任何签证都要如实填写有过拒签记录'),
        ('vs05', 'fact', 0.7, '2026-03-03', '用户递交了意大利申根签证，正在等结果', '2026-05-20'),
        ('vs06', 'fact', 0.8, '2026-05-22', '用户的意大利签证下来了，只给了十五天单次入境'),
        ('vs07', 'fact', 0.75, '2026-02-20', '用户有一张五万块的定期存单，打算专门拿来做资金证明'),
        ('vs08', 'preference', 0.65, '2026-03-14', '用户更想去免签或者落地签的国家，省得折腾'),
        ('vs09', 'fact', 0.6, '2026-03-25', '用户的护照是新换的，旧护照上有以前的出入境记录，一直留着没扔'),
        ('vs10', 'relation', 0.7, '2026-04-06', '用户的男朋友在德国读书，用户一直想去看他'),
        ('vs11', 'fact', 0.65, '2026-04-17', '用户公司能开在职证明和准假信，但要提前两周找HR'),
        ('vs12', 'preference', 0.7, '2026-04-29', '用户上次被拒后机票酒店退不了，亏了三千多，现在只订能免费取消的'),
    ],
    probes=[
        ('para', '2026-06-16', '这表上有一栏问以前有没有被哪个国家拒过，能不能空着不填？', ['vs01', 'vs04'], []),
        ('para', '2026-06-21', '想去慕尼黑找我对象，邀请函找谁出比较好？', ['vs10'], []),
        ('para', '2026-06-25', '我一碰到办这些手续就睡不着，帮我把要交的东西列得越全越好', ['vs03'], []),
        ('task', '2026-07-03', '帮我理一下这次申根签的资金证明和工作证明怎么准备', ['vs01', 'vs02', 'vs07', 'vs11'], []),
        ('task', '2026-07-08', '国庆想出国玩五天，别再让我碰签证那摊事了，帮我挑个地方把机酒订了', ['vs03', 'vs08', 'vs12'], []),
        ('direct', '2026-07-12', '我当年申根被拒是因为啥来着？', ['vs01'], []),
        ('abst', '2026-07-15', '巴黎有什么小众的博物馆值得去？', [], []),
        ('abst', '2026-07-18', '欧洲火车通票怎么买比较划算？', [], []),
        ('expiry', '2026-06-01', '帮我把意大利那趟的机票酒店订了吧', ['vs06', 'vs12'], [['等结果']]),
    ],
    force_clusters={'car': 'none'},
    ban_clusters={'housing': ['own']},
    drop_topics=['finance profile'],
    drop_contains=['表姐在国外定居'],
    hand_exclude=['用户正在考虑明年要不要跳槽', '用户今年是参加工作的第五年', '用户最近在学画水彩'],
)

# 9. landscape-photographer couple -----------------------------------------
account(
    key='ph', user_id='u_guangying', tenant_id='default',
    memories=[
        ('ph01', 'profile', 0.8, '2026-01-14', '用户和老公都是风光摄影师，在网上卖自己拍的装裱照片，出门基本都是为了拍片'),
        ('ph02', 'preference', 0.85, '2026-01-24', '用户的行程全围着黄金时刻转，日出前和日落前一小时必须守在机位上'),
        ('ph03', 'fact', 0.8, '2026-02-01', '用户器材很重，两台全画幅机身、四支镜头加三脚架，坐飞机要买额外行李额，镜头必须随身带'),
        ('ph04', 'preference', 0.7, '2026-02-12', '用户住宿要离机位近，宁可住条件差点的农家乐，也要省下路上的时间'),
        ('ph05', 'fact', 0.75, '2026-02-23', '用户带着无人机，到一个地方先查是不是禁飞区、要不要报备'),
        ('ph06', 'preference', 0.6, '2026-03-05', '用户喜欢人少的地方，景区人挤人根本没法拍'),
        ('ph07', 'fact', 0.7, '2026-03-16', '用户卖照片的收入不稳定，一趟创作之旅的预算控制在一万五以内'),
        ('ph08', 'preference', 0.7, '2026-03-27', '用户偏好自驾，方便临时追光换机位，租车要SUV'),
        ('ph09', 'fact', 0.65, '2026-04-07', '用户每天拍完当晚就要备份素材，住的地方得能给硬盘和电脑充电'),
        ('ph10', 'fact', 0.7, '2026-04-19', '用户和老公计划六月底去伊犁拍薰衣草', '2026-06-30'),
        ('ph11', 'fact', 0.85, '2026-06-28', '用户和老公下一个拍摄计划是十月中旬去额济纳拍胡杨', '2026-10-20'),
        ('ph12', 'profile', 0.6, '2026-05-03', '用户老公恐高，不坐直升机，也不上太险的机位'),
    ],
    probes=[
        ('para', '2026-07-02', '早饭晚饭那两个点别给我排任何东西，我们得干活', ['ph02'], []),
        ('para', '2026-07-05', '航空公司说随身只能带七公斤，我那一大包咋整？', ['ph03'], []),
        ('para', '2026-07-08', '那边能不能让飞？我想拍个俯瞰', ['ph05'], []),
        ('task', '2026-07-11', '十月去额济纳，住哪、怎么走帮我都安排好', ['ph03', 'ph04', 'ph08', 'ph09', 'ph11'], []),
        ('task', '2026-07-14', '帮我算算这趟创作之旅的钱怎么分，机票、租车、住宿都得算上', ['ph03', 'ph04', 'ph07', 'ph08'], []),
        ('direct', '2026-07-17', '我老公怕高这事你还记得吧？', ['ph12'], []),
        ('abst', '2026-07-20', '在国外护照被偷了要怎么补办？', [], []),
        ('abst', '2026-07-23', '冬天去东北穿什么才不冷？', [], []),
        ('expiry', '2026-07-15', '我们接下来要去哪拍来着？帮我查查那边的天气规律', ['ph11'], [['薰衣草'], ['伊犁']]),
        ('bg', '2026-07-26', '修图一坐就是一整天，后脖子那块酸得要命，出门拍片能带点啥缓解？', ['BG:用户有轻微的颈椎问题，是久坐导致的'], []),
    ],
    drop_topics=['work profile', 'commute profile'],
    ban_clusters={'car': ['none']},
    drop_contains=['公司', '摄影爱好者群', '自学PS修图', '周报', '年终'],
    hand_exclude=['用户有点腱鞘炎，是鼠标用多了'],
)

# 10. parents of a four-month-old ------------------------------------------
account(
    key='nb', user_id='u_tangtang', tenant_id='default',
    memories=[
        ('nb01', 'profile', 0.8, '2026-02-03', '用户家宝宝四个多月大，这是第一次带宝宝出远门'),
        ('nb02', 'preference', 0.8, '2026-02-10', '用户坐飞机要订第一排能挂婴儿摇篮的位置'),
        ('nb03', 'fact', 0.8, '2026-02-19', '用户宝宝喝的是一款进口的一段奶粉，外地不一定买得到，出门得带够量'),
        ('nb04', 'fact', 0.8, '2026-05-09', '用户换了一台能折叠登机的轻便婴儿推车'),
        ('nb05', 'fact', 0.7, '2026-02-01', '用户家用的是大轮子的高景观推车，上不了飞机只能托运', '2026-04-30'),
        ('nb06', 'preference', 0.75, '2026-03-02', '用户住酒店要能加婴儿床，房间最好有小冰箱和热水壶，方便冲奶和消毒'),
        ('nb07', 'preference', 0.7, '2026-03-12', '用户一天只安排一个地方，宝宝下午一点要睡午觉'),
        ('nb08', 'fact', 0.55, '2026-03-23', '用户老公单位的陪产假早用完了，出远门只能请年假'),
        ('nb09', 'preference', 0.65, '2026-04-03', '用户不想去太热或太冷的地方，宝宝太小怕生病'),
        ('nb10', 'fact', 0.75, '2026-04-14', '用户宝宝还没上户口，暂时办不了护照，只能国内游'),
        ('nb11', 'relation', 0.65, '2026-04-25', '用户婆婆会跟着一起出门帮忙带孩子'),
        ('nb12', 'fact', 0.7, '2026-05-20', '用户宝宝每个月都要按时去社区医院打疫苗，行程不能跟接种日撞上'),
    ],
    probes=[
        ('para', '2026-06-16', '小家伙在飞机上总不能一直抱着吧，有没有能让他躺的地方？', ['nb02'], []),
        ('para', '2026-06-20', '到了那边口粮喝完了咋办？', ['nb03'], []),
        ('para', '2026-06-24', '出去那几天会不会耽误小家伙扎针？', ['nb12'], []),
        ('para', '2026-06-28', '带娃去普吉岛晒晒太阳咋样？', ['nb09', 'nb10'], []),
        ('task', '2026-07-03', '下个月想带宝宝和婆婆去杭州住四天，帮我订酒店排行程', ['nb06', 'nb07', 'nb09', 'nb11', 'nb12'], []),
        ('task', '2026-07-07', '帮我列个带娃坐飞机的行李清单', ['nb02', 'nb03', 'nb04'], [['高景观']]),
        ('direct', '2026-07-10', '我家宝宝现在能办护照了吗？', ['nb10'], []),
        ('abst', '2026-07-13', '迪士尼的快速通道怎么买最划算？', [], []),
        ('expiry', '2026-07-16', '推车能直接推到登机口吗？', ['nb04'], [['高景观']]),
    ],
    drop_topics=[],
    drop_contains=['睡懒觉', '晚上十二点睡'],
    hand_exclude=['用户喜欢研究各种茶叶，最爱喝岩茶'],
)

# 11. afraid of dogs -------------------------------------------------------
account(
    key='dg', user_id='u_xiaohe', tenant_id='default',
    memories=[
        ('dg01', 'profile', 0.85, '2026-01-15', '用户小时候被狗咬过，现在特别怕狗，看到大狗腿都软'),
        ('dg02', 'preference', 0.8, '2026-01-25', '用户订民宿前会先问房东家里有没有养狗，有狗的一律不住'),
        ('dg03', 'preference', 0.7, '2026-02-04', '用户不去宠物友好的酒店和餐厅，怕碰上狗'),
        ('dg04', 'fact', 0.7, '2026-02-14', '用户路上碰到没拴绳的狗会绕路走，所以喜欢在人多、有保安的街区活动'),
        ('dg05', 'preference', 0.6, '2026-02-24', '用户喜欢逛城市里的美术馆和独立书店'),
        ('dg06', 'fact', 0.55, '2026-03-06', '用户在游戏公司做策划，项目上线前后那段时间请不了假'),
        ('dg07', 'preference', 0.65, '2026-03-17', '用户一个人出门时更愿意住有24小时前台的正规酒店'),
        ('dg08', 'preference', 0.7, '2026-03-28', '用户徒步只走景区里的正规步道，听说山里农户家都散养土狗'),
        ('dg09', 'preference', 0.5, '2026-04-09', '用户不怕猫，还挺喜欢撸猫，去猫咖很开心'),
        ('dg10', 'preference', 0.65, '2026-04-20', '用户出国偏爱城市管理严、流浪狗少的地方'),
        ('dg11', 'fact', 0.55, '2026-05-01', '用户打过狂犬疫苗，但接种本找不到了'),
    ],
    probes=[
        ('para', '2026-06-17', '看到一家院子超美的农家小院，评论里说老板养了个“看门的”', ['dg02'], []),
        ('para', '2026-06-21', '那条徒步线要穿过好几个村子，你觉得我走得了吗？', ['dg01', 'dg08'], []),
        ('para', '2026-06-25', '有家店门口写着“毛孩子欢迎光临”，要不要进去吃？', ['dg03'], []),
        ('task', '2026-07-01', '下个月一个人去大理待五天，帮我挑个住处，再想想每天在外面怎么走比较安心', ['dg01', 'dg02', 'dg03', 'dg04', 'dg07'], []),
        ('task', '2026-07-05', '帮我规划一下伊斯坦布尔十天的行程', ['dg01', 'dg04', 'dg10'], []),
        ('direct', '2026-07-09', '我之前跟你说过我为啥怕狗吧？', ['dg01'], []),
        ('abst', '2026-07-12', '日元现在换多少合适？', [], []),
        ('abst', '2026-07-15', '上海到杭州的高铁最晚一班几点？', [], []),
        ('bg', '2026-07-18', '每到一个新城市都想带点小东西回来留念，这次去釜山买点啥好？', ['BG:用户收集了好几个城市的地铁卡', 'BG:用户收藏了一面墙的冰箱贴'], []),
    ],
    ban_clusters={'pet': ['dog']},
    drop_topics=[],
    drop_contains=['流浪动物救助站'],
    hand_exclude=['用户从小喜欢集邮', '用户喜欢收集各种帆布袋', '用户有收集旧报纸的习惯', '用户收藏了一些黑胶唱片',
                  '用户喜欢买文具，尤其是笔记本', '用户喜欢拼乐高，家里摆了一柜子', '用户最近在学做手账',
                  '用户在丽江古城丢过一次手机', '用户在西双版纳过过一次泼水节'],
)

# 12. Cantonese-speaking Hongkonger with a Home Return Permit --------------
account(
    key='hk', user_id='u_kaming', tenant_id='default',
    memories=[
        ('hk01', 'profile', 0.8, '2026-01-16', '用户是香港人，讲粤语，普通话讲得不太好，去内地都用回乡证出入境'),
        ('hk02', 'fact', 0.7, '2026-01-19', '用户的回乡证四月到期，打算去中旅社换新的', '2026-04-30'),
        ('hk03', 'fact', 0.8, '2026-05-06', '用户已经换好了新的回乡证，有效期十年'),
        ('hk04', 'fact', 0.75, '2026-02-07', '用户在内地用支付宝绑了香港的信用卡，但有些小店扫码付不了，要备点人民币现金'),
        ('hk05', 'fact', 0.7, '2026-02-17', '用户坐高铁用回乡证买票，有些车站刷不了自助闸机，要预留时间走人工通道'),
        ('hk06', 'preference', 0.55, '2026-02-28', '用户习惯看繁体字，看简体的菜单和路牌有点吃力'),
        ('hk07', 'fact', 0.6, '2026-03-10', '用户有一张中国移动的一卡两号，内地号码用来收验证码'),
        ('hk08', 'fact', 0.65, '2026-03-24', '用户在香港中环上班，只有周末才北上，多数去深圳和广州'),
        ('hk09', 'preference', 0.7, '2026-04-11', '用户在内地住酒店前要先确认能接待港澳居民，试过有家小旅馆登记不了回乡证'),
        ('hk10', 'fact', 0.65, '2026-04-23', '用户的车没办粤Z牌，北上不开车，坐港铁到罗湖过关'),
    ],
    probes=[
        ('para', '2026-06-18', '上次喺广州街边档口想埋单，个电话点都过唔到数，好尴尬，今次点算？', ['hk04'], []),
        ('para', '2026-06-22', '去到火车站使唔使早啲到？', ['hk05'], []),
        ('para', '2026-06-26', '嗰间民宿会唔会又话我张证入唔到系统？', ['hk09'], []),
        ('task', '2026-07-02', '下个礼拜六想上深圳食饭行街，帮我安排下点样过去、要带啲咩', ['hk03', 'hk04', 'hk10'], [['中旅社']]),
        ('task', '2026-07-06', '想趁放假去桂林玩四日，由香港坐高铁上去，帮我计下行程', ['hk04', 'hk05', 'hk06', 'hk09'], []),
        ('abst', '2026-07-09', '日本JR Pass而家仲抵唔抵买？', [], []),
        ('expiry', '2026-06-15', '我张回乡证系咪就快过期？使唔使去换？', ['hk03'], [['中旅社'], ['四月到期']]),
        ('bg', '2026-07-12', '想搵个可以饮靓茶、睇茶山嘅地方，有冇推介？', ['BG:用户喜欢研究各种茶叶，最爱喝岩茶'], []),
    ],
    drop_topics=[],
    drop_contains=['个人所得税', '个人养老金', '城乡居民医保', '少年宫', '业委会', '春晚', '教师资格证',
                   '大学同学大多留在了北京', '武汉读的大学'],
    ban_clusters={'car': ['none']},
    hand_exclude=['用户喜欢坐在阳台上看书喝茶'],
)


# ---------------------------------------------------------------------------
# Background pool parsing and sampling
# ---------------------------------------------------------------------------
def parse_pool():
    items, topic, mtype = [], None, None
    for line in POOL.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith('## '):
            head = line[3:].split()
            topic, mtype = ' '.join(head), head[-1]
            continue
        tags = []
        m = re.match(r'^\[([^\]]*)\]\s*(.*)$', line)
        if m:
            tags = [t.strip() for t in m.group(1).split(',') if t.strip()]
            line = m.group(2).strip()
        fams = {}
        active = False
        for t in tags:
            if t == 'active':
                active = True
            else:
                f, c = t.split(':')
                fams[f] = c
        items.append({'idx': len(items), 'topic': topic, 'type': mtype, 'text': line,
                      'fams': fams, 'active': active})
    return items


def norm(s):
    return unicodedata.normalize('NFKC', s).lower()


def ts(date, salt):
    h = 8 + (salt * 7) % 14
    m = (salt * 23) % 60
    return '%sT%02d:%02d:00+08:00' % (date, h, m)


def account_places(acc):
    texts = [m[4] for m in acc['memories']]
    texts += [p[2] for p in acc['probes'] if p[0] != 'abst']
    return sorted({w for w in PLACE_WORDS if any(w in t for t in texts)})


def account_forbids(acc):
    return sorted({norm(k) for p in acc['probes'] for alt in p[4] for k in alt})


def bg_reject_reason(acc, it, clusters, places, forbids):
    for f, c in it['fams'].items():
        if clusters.get(f) != c:
            return 'cluster'
    if it['active'] and acc.get('drop_active'):
        return 'active'
    if it['topic'] in acc.get('drop_topics', []):
        return 'topic'
    t = it['text']
    if any(s in t for s in acc.get('drop_contains', [])):
        return 'contradicts'
    if any(p in t for p in places):
        return 'place'
    if any(k in norm(t) for k in forbids):
        return 'forbid'
    if t in acc.get('hand_exclude', []):
        return 'hand'
    return None


def sample_background(acc, pool):
    rng = random.Random(SEED + acc['key'])
    families = {}
    for it in pool:
        for f, c in it['fams'].items():
            families.setdefault(f, set()).add(c)
    clusters = {}
    for f in sorted(families):
        forced = acc.get('force_clusters', {}).get(f)
        if forced:
            assert forced in families[f], (acc['key'], f, forced)
            clusters[f] = forced
        else:
            options = sorted(c for c in families[f] if c not in acc.get('ban_clusters', {}).get(f, []))
            clusters[f] = rng.choice(options)
    places = account_places(acc)
    forbids = account_forbids(acc)
    texts = [it['text'] for it in pool]
    for h in acc.get('hand_exclude', []):
        assert h in texts, (acc['key'], 'hand exclusion is not a pool statement', h)
    for sub in acc.get('drop_contains', []):
        assert any(sub in t for t in texts), (acc['key'], 'dead drop_contains rule', sub)
    topics = {it['topic'] for it in pool}
    for tp in acc.get('drop_topics', []):
        assert tp in topics, (acc['key'], 'unknown topic', tp)
    for f, cs in list(acc.get('ban_clusters', {}).items()) + [(f, [c]) for f, c in acc.get('force_clusters', {}).items()]:
        assert f in families and set(cs) <= families[f], (acc['key'], f, cs)
    eligible = [it for it in pool if bg_reject_reason(acc, it, clusters, places, forbids) is None]
    forced_texts = []
    for p in acc['probes']:
        for r in p[3]:
            if r.startswith('BG:') and r[3:] not in forced_texts:
                forced_texts.append(r[3:])
    by_text = {it['text']: it for it in eligible}
    for t in forced_texts:
        assert t in by_text, (acc['key'], 'forced background statement not eligible', t)
    forced = [by_text[t] for t in forced_texts]
    rest = [it for it in eligible if it['text'] not in forced_texts]
    n = rng.randint(120, 160)
    assert len(eligible) >= n, (acc['key'], len(eligible), n)
    chosen = forced + rng.sample(rest, n - len(forced))
    chosen.sort(key=lambda it: it['idx'])
    out = []
    for i, it in enumerate(chosen, 1):
        day = rng.randint(0, 358)  # 2025-06-01 .. 2026-05-25
        y, mo, d = add_days(2025, 6, 1, day)
        out.append({
            'id': '%s_bg%03d' % (acc['key'], i),
            'content': it['text'],
            'type': it['type'],
            'importance': rng.choice([0.3, 0.4, 0.5, 0.6]),
            'created_at': ts('%04d-%02d-%02d' % (y, mo, d), rng.randint(0, 999)),
        })
    return out, clusters, eligible


def add_days(y, m, d, n):
    mdays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    while n > 0:
        leap = (y % 4 == 0 and y % 100 != 0) or y % 400 == 0
        dim = 29 if (m == 2 and leap) else mdays[m - 1]
        if d < dim:
            d += 1
        else:
            d = 1
            m += 1
            if m == 13:
                m, y = 1, y + 1
        n -= 1
    return y, m, d


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
DATE_WORDS = re.compile(r'([0-9０-９]+|[一二三四五六七八九十]+)月(?!薪)|春节|国庆|五一|元旦|中秋|清明|端午|暑假|寒假|圣诞|年底|下个月|下周|明年|今年')


def build():
    pool = parse_pool()
    users, extra = [], {}
    for acc in ACCOUNTS:
        k = acc['key']
        core = []
        for i, m in enumerate(acc['memories']):
            mid, mtype, imp, date, content = m[:5]
            d = {'id': mid, 'content': content, 'type': mtype, 'importance': imp,
                 'created_at': ts(date, i * 3 + 1)}
            if len(m) > 5:
                d['valid_until'] = m[5] + 'T23:59:59+08:00'
            core.append(d)
        bg, clusters, eligible = sample_background(acc, pool)
        text2id = {b['content']: b['id'] for b in bg}
        probes = []
        counters = {}
        for j, (kind, at, query, rel, forbid) in enumerate(acc['probes']):
            counters[kind] = counters.get(kind, 0) + 1
            rel_ids = [text2id[r[3:]] if r.startswith('BG:') else r for r in rel]
            p = {'id': '%s_%s_%d' % (k, kind, counters[kind]), 'at': ts(at, j * 5 + 2),
                 'query': query, 'relevant': rel_ids}
            if forbid:
                p['forbid'] = [list(a) for a in forbid]
            probes.append(p)
        mems = sorted(core + bg, key=lambda x: (x['created_at'], x['id']))
        users.append({'user_id': acc['user_id'], 'tenant_id': acc['tenant_id'],
                      'memories': mems, 'probes': probes})
        extra[k] = {'core': core, 'bg': bg, 'clusters': clusters, 'eligible': len(eligible),
                    'places': account_places(acc)}
    data = {'format': 'memory-eval/v1',
            'name': 'zh_retrieval_holdout14: travel shaped by work, money and paperwork (blind hold-out, track R)',
            'users': users}
    validate(data, extra)
    return data, extra


def validate(data, extra):
    users = data['users']
    assert len(users) == 12, len(users)
    assert len({u['user_id'] for u in users}) == 11
    assert len({(u['user_id'], u['tenant_id']) for u in users}) == 12
    shared = [u for u in users if u['user_id'] == 'u_lijun']
    assert len(shared) == 2 and shared[0]['tenant_id'] != shared[1]['tenant_id']
    n_core = sum(len(e['core']) for e in extra.values())
    assert n_core == 144 and 140 <= n_core <= 160, n_core
    for k, e in extra.items():
        assert 120 <= len(e['bg']) <= 160, (k, len(e['bg']))
    kinds = {}
    all_mem_ids = set()
    all_text = [norm(m['content']) for u in users for m in u['memories']]
    for u, acc in zip(users, ACCOUNTS):
        ids = [m['id'] for m in u['memories']]
        assert len(ids) == len(set(ids))
        assert not (set(ids) & all_mem_ids), 'memory ids must be unique across the file'
        all_mem_ids |= set(ids)
        mem = {m['id']: m for m in u['memories']}
        core_ids = {m[0] for m in acc['memories']}
        bg_ids = set(ids) - core_ids
        # no core memory without valid_until may carry a date the engine would turn into an expiry
        for m in acc['memories']:
            if len(m) == 5:
                assert not DATE_WORDS.search(m[4]), ('date word in open-ended memory', m[0], m[4])
        first_probe = min(p['at'] for p in u['probes'])
        assert all(m['created_at'] < first_probe for m in u['memories']), u['user_id']
        for p in u['probes']:
            kind = p['id'].split('_')[1]
            assert kind in KINDS, p['id']
            kinds[kind] = kinds.get(kind, 0) + 1
            rel = p['relevant']
            assert all(r in mem for r in rel), p['id']
            assert len(rel) == len(set(rel))
            if kind == 'abst':
                assert rel == [], p['id']
            else:
                assert rel, p['id']
            if kind == 'task':
                assert 3 <= len(rel) <= 5, p['id']
            if kind == 'bg':
                assert all(r in bg_ids for r in rel), p['id']
            elif kind != 'abst':
                assert all(r in core_ids for r in rel), p['id']
            for r in rel:
                vu = mem[r].get('valid_until')
                assert vu is None or vu > p['at'], ('expired memory marked relevant', p['id'], r)
            fkw = [norm(k) for alt in p.get('forbid', []) for k in alt]
            for r in rel:
                assert not any(k in norm(mem[r]['content']) for k in fkw), ('forbid hits relevant', p['id'], r)
            for m in u['memories']:
                hit = any(k in norm(m['content']) for k in fkw)
                if hit:
                    # only an own memory that has expired by probe time may carry a forbidden keyword
                    assert m['id'] in core_ids and m.get('valid_until', '9') < p['at'], (p['id'], m['id'])
            for k in fkw:
                assert any(k in t for t in all_text), ('vacuous forbid keyword', p['id'], k)
            if kind == 'expiry':
                olds = [m for m in u['memories'] if m.get('valid_until', '9') < p['at']
                        and any(k in norm(m['content']) for k in fkw)]
                assert olds, ('expiry probe without an expired forbidden memory', p['id'])
    assert kinds == WANT_KINDS, kinds
    assert sum(kinds.values()) == 112
    # several probes of the confusable twins forbid the other twin's keywords
    twin_forbids = 0
    for u in shared:
        other = [x for x in shared if x is not u][0]
        other_text = [norm(m['content']) for m in other['memories']]
        own_text = [norm(m['content']) for m in u['memories']]
        for p in u['probes']:
            fkw = [norm(k) for alt in p.get('forbid', []) for k in alt]
            if any(any(k in t for t in other_text) and not any(k in t for t in own_text) for k in fkw):
                twin_forbids += 1
    assert twin_forbids >= 6, twin_forbids


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + '\n'


# ---------------------------------------------------------------------------
# Review aids
# ---------------------------------------------------------------------------
PUNCT = re.compile(r'[\s，。？！、；：“”‘’（）()…,.?!:;"\'「」《》\-—~～]+')


def bigrams(s):
    s = PUNCT.sub('|', norm(s))
    out = set()
    for part in s.split('|'):
        if part.startswith('用户'):
            part = part[2:]
        out |= {part[i:i + 2] for i in range(len(part) - 1)}
    return out


def overlap(q, t):
    bq = bigrams(q)
    return len(bq & bigrams(t)) / max(1, len(bq)), sorted(bq & bigrams(t))


def report(data, extra):
    for u, acc in zip(data['users'], ACCOUNTS):
        e = extra[acc['key']]
        mem = {m['id']: m for m in u['memories']}
        core_ids = {m[0] for m in acc['memories']}
        print('=' * 78)
        print('%s  %s/%s  core=%d bg=%d (eligible %d)  places=%s' % (
            acc['key'], u['tenant_id'], u['user_id'], len(e['core']), len(e['bg']), e['eligible'],
            ','.join(e['places'])))
        print('  clusters: ' + ' '.join('%s:%s' % kv for kv in sorted(e['clusters'].items())))
        reasons = {}
        for it in parse_pool():
            r = bg_reject_reason(acc, it, e['clusters'], e['places'], account_forbids(acc))
            reasons[r or 'eligible'] = reasons.get(r or 'eligible', 0) + 1
        print('  pool filter: ' + ' '.join('%s=%d' % kv for kv in sorted(reasons.items())))
        if acc.get('hand_exclude'):
            print('  hand-excluded: ' + ' | '.join(acc['hand_exclude']))
        for p in u['probes']:
            print('-- %s  %s' % (p['id'], p['query']))
            for r in p['relevant']:
                ov, common = overlap(p['query'], mem[r]['content'])
                tag = 'PARA-OVERLAP' if '_para_' in p['id'] else 'target'
                print('   %s %.2f %s  %s  %s' % (tag, ov, r, mem[r]['content'], ''.join(common)))
            scored = []
            for m in u['memories']:
                if m['id'] in p['relevant']:
                    continue
                ov, common = overlap(p['query'], m['content'])
                if ov > 0:
                    scored.append((ov, m['id'], m['content'], common))
            scored.sort(key=lambda x: (-x[0], x[1]))
            bgs = [s for s in scored if s[1] not in core_ids][:4]
            cores = [s for s in scored if s[1] in core_ids][:2]
            for ov, mid, c, common in bgs:
                print('   bg-near %.2f %s  %s  [%s]' % (ov, mid, c, ' '.join(common)))
            for ov, mid, c, common in cores:
                print('   core-near %.2f %s  %s  [%s]' % (ov, mid, c, ' '.join(common)))
    paras = []
    for u in data['users']:
        mem = {m['id']: m for m in u['memories']}
        for p in u['probes']:
            if '_para_' in p['id']:
                paras.append(max(overlap(p['query'], mem[r]['content'])[0] for r in p['relevant']))
    print('=' * 78)
    print('para probes: %d, mean max-overlap %.3f, max %.3f' % (
        len(paras), sum(paras) / len(paras), max(paras)))


def main(argv):
    data, extra = build()
    text = dump(data)
    if '--check' in argv:
        try:
            with open(OUT, encoding='utf-8') as f:
                disk = f.read()
        except FileNotFoundError:
            print('check: %s missing' % OUT)
            return 1
        if disk.encode('utf-8') != text.encode('utf-8'):
            print('check: FAILED, %s differs from a fresh build' % OUT)
            return 1
        print('check: OK, byte-identical (%d bytes)' % len(text.encode('utf-8')))
        return 0
    if '--report' in argv:
        report(data, extra)
        return 0
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    n_bg = sum(len(e['bg']) for e in extra.values())
    print('wrote %s: %d accounts, %d core + %d background memories, %d probes' % (
        OUT, len(data['users']), sum(len(e['core']) for e in extra.values()), n_bg,
        sum(len(u['probes']) for u in data['users'])))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
