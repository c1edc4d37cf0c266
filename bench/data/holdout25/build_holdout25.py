#!/usr/bin/env python3
"""holdout25 -- a BLIND Chinese retrieval (Track R) evaluation set, memory-eval/v1.

Date written: 2026-12-03

Blindness record
----------------
Files read (nothing else in the repository was opened, listed or run):
  1. /work/shared/eval/FORMAT.md  -- read in full with `cat`.
  2. /work/main/bench/data/src/background_pool.py  -- read in full as text
     only (`wc -c`, `wc -l`, `sed -n 1,80p`, `sed -n 80,600p`, `tail -n 5`);
     this builder parses its module-level literals (PLACE_WORDS, POOL) with
     ast.parse + ast.literal_eval on the source text and never imports or
     executes it.
Folder listed / written: /work/main/bench/data/holdout25/ only (created with
  `mkdir -p`, listed with `ls -la`); it holds this builder and its JSON output.
Code run: only this builder (build, --check, and a throw-away mutation
  self-test that loaded this file and fed altered JSON to check()), plus
  `python3 -c` snippets that read this folder's own JSON output.
Not done: no other folder listed, no other repo file read, no git command, no
  README, no engine or evaluator run.
Slips: none.  (The pool's docstring mentions a build_sets.py; it was not
  opened.  The `source` memory field named in the brief is not in FORMAT.md's
  field table, so it is not emitted.)

Output: zh_retrieval_holdout25.json (next to this file).
Run:    python3 -B build_holdout25.py          # build + write
        python3 -B build_holdout25.py --check  # validate + byte-compare

Accounts
--------
| key | user_id        | tenant_id | persona                                                    | core | bg  | probes |
|-----|----------------|-----------|------------------------------------------------------------|------|-----|--------|
| a01 | u_lin          | agency_hk | HK hardware engineer moved to Shenzhen, Cantonese/繁简混用  | 13   | 139 | 10     |
| a02 | u_lin          | agency_tw | Taiwanese returnee fab engineer in Hsinchu, 繁体 + 台语     | 13   | 148 | 10     |
| a03 | u_markus       | default   | German husband in Chengdu, vegetarian, visa -> PR          | 13   | 142 | 10     |
| a04 | u_xujiawen     | default   | Melbourne master's student coming home to Changsha         | 13   | 150 | 10     |
| a05 | u_zhouqihang   | default   | US returnee engineer in Hangzhou, new job, new car         | 14   | 130 | 9      |
| a06 | u_huangderong  | default   | Dongxing (China-Vietnam) border trader, gout, 白话          | 13   | 145 | 9      |
| a07 | u_leungwingsze | default   | Macau croupier living in Hengqin, Catholic, shift work     | 13   | 143 | 9      |
| a08 | u_maxiaolan    | default   | Hui Arabic interpreter in Yiwu, halal, in-laws visiting    | 13   | 146 | 9      |
| a09 | u_jinmeishan   | default   | Korean-Chinese (Yanbian) translator in Seoul, visa change  | 12   | 140 | 9      |
| a10 | u_rachel_tan   | default   | Singaporean wheelchair user in Shanghai, Buddhist mother   | 12   | 142 | 9      |
| a11 | u_liuguizhi    | default   | Harbin retired teacher, 东北话, husband's hip surgery       | 12   | 131 | 11     |
| a12 | u_huangxiuqin  | default   | Quanzhou mother, 闽南话 + typos, husband back from Manila  | 13   | 146 | 7      |

a01/a02 share user_id `u_lin` under two tenants: two engineers surnamed 林 with
one child, an elder with a health constraint and a family trip planned.  Eight
of their probes forbid the other tenant's distinctive keywords (cross-tenant
leak probes).

Themes
------
1. Lives straddling languages and places: HK / Taiwan / Macau users writing in
   traditional characters or Cantonese, an overseas student coming home, a
   foreign spouse, a returnee engineer, a border-town trader, a Korean-Chinese
   worker in Seoul, a Singaporean in Shanghai; mixed Chinese/English wording.
2. Facts that change, worded without obvious cue words: moving, changing job,
   diet after a diagnosis, a relationship starting or ending, a child's school,
   a car, a visa / residence status, a spouse's border permit, an elder's
   health; each has an old and a newer core memory.
3. Multi-constraint trips: elders with wheelchairs / walkers / strokes /
   asthma, children with allergies, pregnancy, money limits, shift work,
   halal / vegetarian / Buddhist / Catholic / Christian rules; planning
   requests need 3-5 core memories.
4. Colloquial probes: Cantonese, Taiwanese Hokkien (阮, 囝仔, 土豆), 闽南话,
   东北话, Sichuanese, internet slang (灰机, 猫主子, emo), deliberate typos.

Probe kinds
-----------
| kind   | n  | rule (enforced by --check)                                            |
|--------|----|-----------------------------------------------------------------------|
| para   | 42 | 1 core memory; shares no CJK bigram with it                           |
| task   | 24 | 3-5 current core memories; shares no CJK bigram with any; 8 forbid an outdated fact / passed plan |
| direct | 10 | relevant = newer memory of a changed fact; forbid = keywords only in outdated memories |
| abst   | 20 | relevant = [] (general knowledge near a topic, chit-chat, never-said) |
| expiry | 10 | old plan's valid_until < probe time; relevant = current plan; old plan forbidden |
| bg     | 6  | 1 specific background memory, paraphrased with no shared CJK bigram   |

Bigram rule: text is NFKC-normalised, lower-cased and mapped traditional ->
simplified with the T2S table below before CJK character bigrams are compared;
--check fails if a probe contains a non-GB2312 character that is neither in the
T2S table nor in the dialect-character list, so traditional spellings cannot
sneak past the rule.

Background: per account, random.Random(20261203 + account index) picks one
cluster per tag family, drops the account's off-limits pool topics and
keywords (on-theme for or contradicting its core memories, implausible for its
persona, near its abstention probes), `active` statements for the wheelchair
user, statements naming a place word found in the account's core memories or
probes, and statements containing any of its forbid keywords; then samples
130-150 statements (bg-probe targets forced in).  Ids are `h25<key>-bg<nnn>`.

Time: core memories 2026-03-01 .. 2026-11-14, background 2025-10-01 ..
2026-11-10, probes 2026-11-18 .. 2026-11-30 (all +08:00).  Every memory is
created before every probe of its user; dated plans carry valid_until; core
memories without valid_until carry no date / holiday / month words, so the
engine's own valid_until inference has nothing to act on.
"""

import ast
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
POOL_SRC = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
OUT = os.path.join(HERE, "zh_retrieval_holdout25.json")
SET_NAME = "zh-retrieval-holdout25"
SEED_BASE = 20261203
TZ = "+08:00"

KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
MEMORY_TYPES = {"fact", "preference", "profile", "relation", "event"}
MEM_KEYS = {"id", "content", "type", "importance", "created_at", "valid_until"}
PROBE_KEYS = {"id", "at", "query", "relevant", "forbid"}

# statements implausible for people who did not grow up / work on the mainland
NON_MAINLAND_KW = ["春晚", "医保", "个人所得税", "养老金", "武汉读的大学", "毕业旅行", "支教",
                   "少年宫", "家谱", "第一次坐飞机", "十万个为什么", "教师资格证"]

# ---------------------------------------------------------------------------
# accounts: core memories (lid, created, type, importance, content, opts)
#   opts: valid_until, supersedes=<lid>, expired=True
# probes: (kind, at, query, relevant lids | ["bg:<pool text>"], forbid, cross)
#   cross: forbid keywords that belong to the twin account (other tenant)
# ---------------------------------------------------------------------------
ACCOUNTS = [
    {
        "key": "a01", "user_id": "u_lin", "tenant_id": "agency_hk", "non_mainland": True,
        "drop_topics": ["car", "commute", "family", "home"],
        "drop_kw": ["观音", "牛肉", "芒果"],
        "core": [
            ("m01", "2026-03-02T21:10", "profile", 0.8, "用户是香港人，平时讲广东话，打字繁简混用，普通话只算一般", {}),
            ("m02", "2026-03-10T08:40", "fact", 0.6, "用户住在荃湾，每日搭港铁去观塘的公司返工", {}),
            ("m03", "2026-08-21T22:05", "fact", 0.8, "用户跟住公司研发中心搬到了深圳前海，一家人住在南山区，周末先返香港", {"supersedes": "m02"}),
            ("m04", "2026-03-15T20:30", "relation", 0.85, "用户的女儿朗晴读小学二年级，对芒果过敏，食了会出疹", {}),
            ("m05", "2026-04-02T19:45", "relation", 0.9, "用户的妈妈要坐轮椅，出门要订无障碍客房，车要有位放轮椅", {}),
            ("m06", "2026-04-20T12:20", "preference", 0.75, "用户太太阿欣信观音，不吃牛肉", {}),
            ("m07", "2026-05-08T22:50", "fact", 0.7, "用户一家出游预算大概每人每日八百港币以内", {}),
            ("m08", "2026-06-11T13:05", "fact", 0.7, "用户做硬件工程师，隔周星期六要on call，请假只能请星期五或者星期一", {}),
            ("m09", "2026-07-03T23:15", "event", 0.7, "用户计划国庆带全家去澳门住两晚，已经睇好了氹仔的酒店",
             {"valid_until": "2026-10-08T23:59", "expired": True}),
            ("m10", "2026-11-05T21:40", "event", 0.9, "用户打算圣诞假带太太、女儿同妈妈去潮州汕头玩四日，自己揸车去",
             {"valid_until": "2026-12-28T23:59"}),
            ("m11", "2026-05-30T10:00", "preference", 0.65, "用户揸车出游时，酒店一定要有停车位，最好唔使另外收费", {}),
            ("m12", "2026-09-14T18:25", "fact", 0.6, "用户在深圳买了一辆比亚迪唐，已经换领了内地驾照", {}),
            ("m13", "2026-06-25T21:00", "preference", 0.6, "用户的女儿晚上九点前要上床，行程唔可以排得太夜", {}),
        ],
        "probes": [
            ("para", "2026-11-20T09:12", "阿媽行動唔方便，出街要推車仔，訂房嗰陣記得揀啱佢用得嘅房型", ["m05"], [["糖尿病"]], ["糖尿病"]),
            ("para", "2026-11-20T21:40", "阿女對mango敏感，食完成身痕，帶佢出去食嘢要留意乜？", ["m04"], [["花生"]], ["花生"]),
            ("para", "2026-11-21T12:05", "提你一句：我隔一個禮拜六就要standby，放假淨係揀得禮拜五定禮拜一", ["m08"], [], []),
            ("para", "2026-11-22T10:30", "我而家有大陸嘅driving licence，屋企架BYD都係自己揸，租車嗰啲唔使幫我睇喇", ["m12"], [], []),
            ("task", "2026-11-22T22:15", "Xmas嗰轉出去玩，幫我排個逐日路線：食邊間、瞓邊度、每段車程幾耐，阿媽同老婆嘅講究都要顧及",
             ["m10", "m05", "m06", "m11"], [["氹仔"]], []),
            ("task", "2026-11-23T20:50", "成轉旅程嘅使費幫我預一預，油錢、過路費、住宿、食飯分開列，睇下會唔會超標",
             ["m10", "m07", "m12", "m11"], [], []),
            ("direct", "2026-11-21T08:20", "酒店登記要填住址，我屋企喺邊區嚟㗎？", ["m03"], [["荃湾"], ["观塘"], ["新竹"]], ["新竹"]),
            ("expiry", "2026-11-24T19:05", "下一轉全家出去玩係去邊？仲有咩未book？", ["m10"], [["澳门"], ["氹仔"], ["金门"]], ["金门"]),
            ("abst", "2026-11-23T09:00", "觀音誕一般喺農曆幾時㗎？", [], [], []),
            ("abst", "2026-11-24T13:30", "港珠澳大橋嘅穿梭巴士係咪24小時都有班？", [], [], []),
        ],
    },
    {
        "key": "a02", "user_id": "u_lin", "tenant_id": "agency_tw", "non_mainland": True,
        "drop_topics": ["car", "family", "work", "commute"],
        "drop_kw": ["机器人", "胰岛素"],
        "core": [
            ("m01", "2026-03-05T22:30", "profile", 0.8, "用户是台湾人，在美国念完博士后回台，在新竹一家晶圆厂做制程工程师，习惯打繁体字", {}),
            ("m02", "2026-03-12T21:15", "relation", 0.85, "用户的儿子宥辰读小学三年级，对花生过敏", {}),
            ("m03", "2026-03-28T09:40", "relation", 0.9, "用户的爸爸有糖尿病，要控制血糖，三餐定时", {}),
            ("m04", "2026-04-06T18:00", "fact", 0.6, "用户的儿子在家附近的公立小学念书，放学后去安亲班", {}),
            ("m05", "2026-09-08T20:20", "fact", 0.8, "用户的儿子已经转学到一所双语实验小学，周一到周五住校，周五傍晚才接回家", {"supersedes": "m04"}),
            ("m06", "2026-04-22T23:05", "fact", 0.7, "用户在晶圆厂轮班，做四休四，排假要提早一个月跟主管讲", {}),
            ("m07", "2026-05-15T12:45", "fact", 0.7, "用户一家出游一趟的预算大约新台币六万元", {}),
            ("m08", "2026-05-27T07:50", "preference", 0.7, "用户的妈妈吃早斋，早餐只吃素食", {}),
            ("m09", "2026-08-10T21:35", "event", 0.65, "用户计划中秋连假回台中外婆家烤肉",
             {"valid_until": "2026-09-28T23:59", "expired": True}),
            ("m10", "2026-11-03T22:10", "event", 0.9, "用户打算元旦连假带爸妈、太太和儿子坐小三通，从金门到厦门再去福州，一共五天",
             {"valid_until": "2027-01-04T23:59"}),
            ("m11", "2026-06-18T19:30", "preference", 0.65, "用户不喜欢赶行程，每天最多安排两个景点", {}),
            ("m12", "2026-10-02T10:10", "fact", 0.6, "用户一家人的台胞证都在有效期内", {}),
            ("m13", "2026-07-09T13:20", "preference", 0.65, "用户在大陆出行不想自己开车，偏好包车或者坐高铁", {}),
        ],
        "probes": [
            ("para", "2026-11-22T08:45", "我老爸是糖友，飯點一定要準時，甜的也要少碰，出去玩幫我記著", ["m03"], [["轮椅"]], ["轮椅"]),
            ("para", "2026-11-22T19:10", "阮囝仔袂使食土豆，去餐廳點菜幫我注意一下", ["m02"], [["芒果"]], ["芒果"]),
            ("para", "2026-11-23T11:25", "我們廠裡班表是上四天放四天，要請假得在三十天前報給老闆", ["m06"], [], []),
            ("para", "2026-11-23T22:00", "去對岸我懶得親手握方向盤，找司機跑或搭動車就好", ["m13"], [], []),
            ("task", "2026-11-24T21:30", "跨年那趟出門，逐日去哪、吃什麼幫我排一下，長輩跟小孩的飲食禁忌都要顧到",
             ["m10", "m03", "m08", "m02", "m11"], [["烤肉"]], []),
            ("task", "2026-11-25T20:15", "幫我查那趟要準備哪些證件、船票，到了對岸怎麼移動比較順，花費抓多少",
             ["m10", "m12", "m13", "m07"], [], []),
            ("direct", "2026-11-25T12:40", "禮拜三晚上我家小孩人在哪？想跟他視訊一下", ["m05"], [["安亲班"], ["公立"], ["朗晴"]], ["朗晴"]),
            ("expiry", "2026-11-26T09:30", "下一次全家出遊排在什麼時候、去哪裡？", ["m10"], [["烤肉"], ["台中"], ["汕头"]], ["汕头"]),
            ("abst", "2026-11-24T10:05", "糖尿病患者搭飛機可以隨身帶胰島素嗎？一般規定是怎樣？", [], [], []),
            ("abst", "2026-11-26T23:10", "哈囉～你是機器人嗎？會不會累啊哈哈", [], [], []),
        ],
    },
    {
        "key": "a03", "user_id": "u_markus", "tenant_id": "default", "non_mainland": True,
        "drop_topics": ["family", "cooking", "work"],
        "drop_kw": ["小时候", "大学", "大三", "维生素", "鱼油", "钓鱼", "过年", "饺子", "二胡", "金庸", "红楼梦", "公司"],
        "core": [
            ("m01", "2026-03-03T20:15", "profile", 0.8, "用户是德国人，中文是来中国以后学的，说复杂的事情时喜欢中英夹杂", {}),
            ("m02", "2026-03-03T21:30", "relation", 0.8, "用户的太太是成都人，两人住在成都高新区，有一个四岁的混血儿子Leo", {}),
            ("m03", "2026-03-19T17:40", "fact", 0.6, "用户持的是家属团聚类居留许可，每年都要去出入境办续签", {}),
            ("m04", "2026-10-16T18:55", "fact", 0.85, "用户的外国人永久居留身份证已经批下来了，以后出入境不用再年年跑手续", {"supersedes": "m03"}),
            ("m05", "2026-04-08T12:30", "preference", 0.9, "用户是素食者，不吃肉也不吃鱼，但是吃蛋和奶制品", {}),
            ("m06", "2026-04-25T16:20", "fact", 0.7, "用户在一所国际学校教物理，只有学校放假时才能出远门", {}),
            ("m07", "2026-05-12T21:05", "relation", 0.85, "用户的岳母膝盖做过手术，走不了太多台阶，爬山要坐缆车", {}),
            ("m08", "2026-05-30T22:40", "preference", 0.7, "用户身高一米九五，坐飞机一定要选紧急出口或者前排腿部空间大的座位", {}),
            ("m09", "2026-08-30T20:00", "event", 0.65, "用户计划国庆带太太和儿子去九寨沟",
             {"valid_until": "2026-10-08T23:59", "expired": True}),
            ("m10", "2026-11-01T21:25", "event", 0.9, "用户打算春节带全家回德国汉堡看父母，岳母也一起去，是她第一次出国",
             {"valid_until": "2027-02-14T23:59"}),
            ("m11", "2026-06-14T09:10", "fact", 0.7, "用户的儿子Leo容易晕车，坐不了太久的大巴", {}),
            ("m12", "2026-07-02T22:15", "preference", 0.6, "用户旅行喜欢住民宿，不爱住连锁酒店，想体验当地生活", {}),
            ("m13", "2026-07-20T19:45", "fact", 0.7, "用户一家出游除了机票以外，每天的花费尽量控制在一千五人民币左右", {}),
        ],
        "probes": [
            ("para", "2026-11-18T20:30", "我属于吃蔬菜那一挂的，荤的一概不碰，鸡蛋牛奶倒是OK", ["m05"], [], []),
            ("para", "2026-11-19T13:15", "I'm 195，腿长塞不进普通位子，值机时帮我抢安全门那一排，要么第一排", ["m08"], [], []),
            ("para", "2026-11-20T21:50", "老婆她妈腿脚不利索，楼梯多的地方吃不消，上山得靠索道", ["m07"], [], []),
            ("task", "2026-11-21T22:05", "帮忙规划一下回Hamburg那一趟：航班咋选、我坐哪、转机时丈母娘腿脚不方便怎么弄",
             ["m10", "m08", "m07"], [], []),
            ("task", "2026-11-19T18:40", "这周末想带老婆孩子和丈母娘去周边耍两天，帮我挑个落脚的地方跟吃饭的馆子，钱别超标",
             ["m05", "m07", "m11", "m12", "m13"], [], []),
            ("direct", "2026-11-22T10:20", "Quick question：我那个residence的身份，还需要每年去跑一趟renew吗？", ["m04"], [["团聚"], ["续签"]], []),
            ("expiry", "2026-11-23T19:35", "Leo他奶奶问我们下次啥时候过去，我们下一个大trip定的是什么安排？", ["m10"], [["九寨沟"]], []),
            ("abst", "2026-11-20T08:55", "外国人在中国申请永久居留，一般需要满足哪些条件？", [], [], []),
            ("abst", "2026-11-22T15:10", "素食的人长期不吃肉，维生素B12一般怎么补比较好？", [], [], []),
            ("bg", "2026-11-23T11:00", "之前我吐槽过韩国有条逛街的地方挤得要命，是哪条来着？以后去别给我排",
             ["bg:用户去过首尔，觉得明洞人太多"], [], []),
        ],
    },
    {
        "key": "a04", "user_id": "u_xujiawen", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["work", "commute", "finance", "health", "car", "family"],
        "drop_kw": ["业委会", "业主群", "物业", "研究生", "专业", "房贷", "装修", "出差", "公司"],
        "clusters": {"housing": "rent"},
        "core": [
            ("m01", "2026-03-01T23:10", "profile", 0.75, "用户在墨尔本读会计硕士，说话习惯夹英文单词", {}),
            ("m02", "2026-03-05T22:45", "relation", 0.6, "用户的男朋友Jason在悉尼读书，两人每个月见一次面", {}),
            ("m03", "2026-08-30T01:20", "relation", 0.75, "用户和Jason已经分开了，目前一个人", {"supersedes": "m02"}),
            ("m04", "2026-04-10T20:30", "event", 0.6, "用户原本打算七月和Jason一起去新西兰皇后镇自驾",
             {"valid_until": "2026-07-31T23:59", "expired": True}),
            ("m05", "2026-11-02T19:00", "event", 0.9, "用户十二月中旬放假回长沙，计划过完春节再回澳洲",
             {"valid_until": "2027-02-20T23:59"}),
            ("m06", "2026-05-06T21:20", "relation", 0.85, "用户的外婆八十五岁，住在湘潭乡下，晕车很厉害，坐不了长途汽车", {}),
            ("m07", "2026-03-12T18:30", "preference", 0.6, "用户无辣不欢，回国第一件事就是吃剁椒鱼头", {}),
            ("m08", "2026-10-15T22:50", "fact", 0.9, "用户前阵子查出胃溃疡，医生叮嘱她辣椒和酒都要戒掉", {"supersedes": "m07"}),
            ("m09", "2026-06-01T16:40", "fact", 0.7, "用户还是学生，回国这段时间的旅行预算不超过八千人民币", {}),
            ("m10", "2026-06-20T14:05", "preference", 0.6, "用户喜欢拍照，旅行时想去有特色建筑和咖啡店的地方", {}),
            ("m11", "2026-07-11T20:55", "relation", 0.7, "用户的表妹读高一，假期想跟着她一起出去玩", {}),
            ("m12", "2026-09-05T11:30", "fact", 0.75, "用户在国内的驾照已经过期了，回国期间不能开车", {}),
            ("m13", "2026-09-22T23:40", "fact", 0.6, "用户的澳洲学生签证快到期了，已经递交了485毕业生工作签证申请", {}),
        ],
        "probes": [
            ("para", "2026-11-19T22:30", "我屋里那位老人家年纪蛮大了，屋在村里头，一上大巴就吐得稀里哗啦", ["m06"], [], []),
            ("para", "2026-11-20T23:15", "我那本中国的车本本失效咯，这趟回去碰不了方向盘", ["m12"], [], []),
            ("para", "2026-11-21T13:50", "求推荐能出片的去处，最好有好看的老房子和网红cafe，拜托拜托", ["m10"], [], []),
            ("para", "2026-11-22T00:40", "我在袋鼠国那张读书的签快作废了，拿学位后打工那种我也递上去了", ["m13"], [], []),
            ("task", "2026-11-23T21:10", "回去以后想带老人家和家里那个小妹妹出门溜达两天，怎么去、住哪、吃啥帮我捋一捋",
             ["m06", "m08", "m11", "m12", "m09"], [["悉尼"], ["剁椒"]], []),
            ("task", "2026-11-24T20:25", "给家里老太太和那位上高中的小妹带点袋鼠国特产，总共别花太多，有啥推荐",
             ["m06", "m11", "m09"], [], []),
            ("direct", "2026-11-25T12:10", "回长沙嗦粉的时候，我那碗还能不能加剁辣椒？你记得我肠胃是啥情况吧", ["m08"], [["剁椒鱼头"], ["无辣不欢"]], []),
            ("expiry", "2026-11-25T23:55", "这个假期我的安排是啥来着？脑子emo了，帮我理一下时间线", ["m05"], [["皇后镇"], ["新西兰"]], []),
            ("abst", "2026-11-21T09:35", "胃溃疡一般要养多久才能好啊？", [], [], []),
            ("abst", "2026-11-26T10:20", "澳洲485签证现在审批一般要多久？", [], [], []),
        ],
    },
    {
        "key": "a05", "user_id": "u_zhouqihang", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["car", "work", "commute", "family", "pets"],
        "drop_kw": ["高血压", "血压", "怀孕"],
        "core": [
            ("m01", "2026-03-02T23:30", "profile", 0.75, "用户在美国工作了十年后回国，英文打字比中文快，常用英文缩写", {}),
            ("m02", "2026-03-08T22:10", "fact", 0.6, "用户在杭州一家互联网大厂做推荐算法，下班晚，周末偶尔加班", {}),
            ("m03", "2026-09-12T21:45", "fact", 0.85, "用户跳槽到一家自动驾驶初创公司做技术负责人", {"supersedes": "m02"}),
            ("m04", "2026-03-20T08:15", "fact", 0.55, "用户开一辆白色的特斯拉Model 3", {}),
            ("m05", "2026-08-05T20:40", "fact", 0.8, "用户把原来的车卖了，换了一辆六座的理想L8，方便一家人出门", {"supersedes": "m04"}),
            ("m06", "2026-04-03T19:25", "relation", 0.8, "用户有一对六岁的双胞胎儿子，老大容易晕车", {}),
            ("m07", "2026-04-18T21:00", "relation", 0.85, "用户的父母和他们一起住，父亲有高血压，不能去海拔高的地方", {}),
            ("m08", "2026-07-28T22:35", "relation", 0.9, "用户的太太怀孕五个月了，不能坐太久的车，也要避开剧烈项目", {}),
            ("m09", "2026-05-09T10:50", "preference", 0.7, "用户家出门习惯自驾，单程最好不超过三个半小时", {}),
            ("m10", "2026-06-20T23:05", "event", 0.6, "用户计划八月带全家回西雅图住两周，见见以前的同事",
             {"valid_until": "2026-08-31T23:59", "expired": True}),
            ("m11", "2026-11-08T21:15", "event", 0.9, "用户打算十二月中旬的一个周末带全家自驾去安吉住两晚",
             {"valid_until": "2026-12-20T23:59"}),
            ("m12", "2026-06-02T20:20", "preference", 0.65, "用户的太太喜欢安静的地方，不喜欢人挤人的网红景区", {}),
            ("m13", "2026-10-20T22:30", "fact", 0.55, "用户的大儿子在读幼儿园大班，正在看民办双语小学", {}),
            ("m14", "2026-09-15T23:50", "fact", 0.75, "用户新公司年底前项目冲刺，请假最多只能请三天",
             {"valid_until": "2026-12-31T23:59"}),
        ],
        "probes": [
            ("para", "2026-11-20T22:40", "老婆肚子里有宝宝了，快半年了，颠簸和刺激的玩法都不行", ["m08"], [], []),
            ("para", "2026-11-21T08:30", "家里老爷子是三高，空气稀薄那种高原去不得，他跟我们住一块", ["m07"], [], []),
            ("para", "2026-11-22T12:15", "我家向来自己握方向盘出行，一趟路开个三点五钟头顶天了", ["m09"], [], []),
            ("task", "2026-11-23T22:20", "下下个礼拜六那趟湖州山里的短途，帮我订个住处、排下每天去哪，别太折腾",
             ["m11", "m08", "m06", "m12"], [], []),
            ("task", "2026-11-24T23:05", "想趁年前弄个短途，全家老少都去，按我能休几天、车能装几个人给我出个方案",
             ["m14", "m07", "m09", "m05"], [["大厂"], ["特斯拉"]], []),
            ("direct", "2026-11-25T19:40", "我那台车坐得下几个人？周末想把爸妈也捎上", ["m05"], [["特斯拉"], ["model 3"]], []),
            ("expiry", "2026-11-26T09:05", "下次全家出去玩定在哪天？我好跟公司报备", ["m11"], [["西雅图"]], []),
            ("abst", "2026-11-22T21:30", "我家猫主子叫啥来着？帮我填下宠物寄养单", [], [], []),
            ("bg", "2026-11-27T20:45", "我之前说那个国产猴子动作游戏我打穿了几轮来着？想顺着它的取景地去山西转转",
             ["bg:用户把《黑神话：悟空》通关了两遍"], [], []),
        ],
    },
    {
        "key": "a06", "user_id": "u_huangderong", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["health", "cooking", "car", "family", "work", "commute"],
        "drop_kw": ["海鲜", "啤酒", "飞机", "转机", "曼谷", "泰国", "大阪", "日本", "首尔", "新加坡", "樟宜", "海口",
                    "公司", "年终奖", "研究生", "Python", "实习", "索道", "黄山"],
        "core": [
            ("m01", "2026-03-01T21:00", "profile", 0.8, "用户在广西东兴做中越边贸，卖越南咖啡和腰果，会讲简单的越南话，平时讲白话", {}),
            ("m02", "2026-03-03T23:20", "preference", 0.6, "用户最爱吃生蚝和沙虫，晚上经常陪客户喝啤酒", {}),
            ("m03", "2026-09-18T20:10", "fact", 0.9, "用户查出痛风，医生让他海鲜、啤酒和动物内脏都别碰", {"supersedes": "m02"}),
            ("m04", "2026-03-22T19:35", "relation", 0.85, "用户的母亲七十八岁，只会讲白话，走路要拄拐杖", {}),
            ("m05", "2026-03-20T22:00", "relation", 0.6, "用户的老婆是越南芒街人，只有边民证，去不了边境以外的城市", {}),
            ("m06", "2026-10-10T21:25", "relation", 0.85, "用户的老婆已经办下了中国的长期居留许可，可以跟他去内地城市了", {"supersedes": "m05"}),
            ("m07", "2026-04-15T12:50", "fact", 0.7, "用户入冬以后生意最忙，只能抽空出门两三天", {}),
            ("m08", "2026-05-10T20:45", "event", 0.6, "用户计划端午带母亲去北海银滩看海",
             {"valid_until": "2026-06-21T23:59", "expired": True}),
            ("m09", "2026-11-12T22:30", "event", 0.9, "用户打算十二月上旬带老婆和母亲去南宁、桂林玩三天",
             {"valid_until": "2026-12-14T23:59"}),
            ("m10", "2026-07-01T23:15", "fact", 0.7, "用户生意上现金流紧张，出去玩想控制在五千块以内", {}),
            ("m11", "2026-05-20T18:05", "preference", 0.7, "用户怕高不坐飞机，出远门都坐高铁或者自己开车", {}),
            ("m12", "2026-06-08T07:30", "fact", 0.6, "用户开一辆五菱宏光面包车，平时拉货也拉人", {}),
            ("m13", "2026-08-02T21:40", "preference", 0.65, "用户的母亲喜欢看山水，不爱逛商场", {}),
        ],
        "probes": [
            ("para", "2026-11-20T22:10", "我恐高，天上飞嘅我一律唔搭，远路就搭动车，要么我亲手揸车", ["m11"], [], []),
            ("para", "2026-11-21T20:35", "我老母快八十岁啦，普通话听唔明，行街要撑根棍", ["m04"], [], []),
            ("para", "2026-11-22T09:50", "我那台国民神车，装货坐人两用，出去玩就开它", ["m12"], [], []),
            ("task", "2026-11-23T21:55", "下个月头嗰三日嘅路线帮我排下，阿妈同我屋企嗰位都一齐去，食嘢要啱我依家嘅身体",
             ["m09", "m04", "m03", "m13"], [["生蚝"], ["沙虫"]], []),
            ("task", "2026-11-24T22:40", "带屋企嗰位去大陆嗰边要准备乜证件？点去最悭钱？",
             ["m06", "m11", "m10", "m12"], [["边民证"]], []),
            ("expiry", "2026-11-25T20:05", "我带阿妈出去嗰趟系几时？去边度？", ["m09"], [["北海"], ["银滩"]], []),
            ("abst", "2026-11-22T23:30", "痛风发作嗰阵冰敷到底有冇用？", [], [], []),
            ("abst", "2026-11-26T11:15", "越南盾同人民币而家大概点换算？", [], [], []),
            ("bg", "2026-11-26T21:20", "我平时最中意饮边类茶嚟？过两日去福建想带啲返嚟",
             ["bg:用户喜欢研究各种茶叶，最爱喝岩茶"], [], []),
        ],
    },
    {
        "key": "a07", "user_id": "u_leungwingsze", "tenant_id": "default", "non_mainland": True,
        "drop_topics": ["home", "work", "commute"],
        "drop_kw": ["船", "挂号", "老家", "出差"],
        "core": [
            ("m01", "2026-03-02T02:30", "profile", 0.8, "用户是澳门人，在路氹一间酒店赌场做荷官，讲广东话，偶尔夹葡文", {}),
            ("m02", "2026-03-14T03:10", "fact", 0.75, "用户轮班工作，做五休二但休息日不固定，排班表提前两周出", {}),
            ("m03", "2026-03-25T22:20", "preference", 0.8, "用户是天主教徒，星期日尽量去教堂参加弥撒", {}),
            ("m04", "2026-03-01T13:45", "fact", 0.55, "用户住在澳门氹仔，租金越来越贵", {}),
            ("m05", "2026-07-22T23:50", "fact", 0.8, "用户搬去了珠海横琴，每天过关返澳门上班", {"supersedes": "m04"}),
            ("m06", "2026-03-18T20:05", "relation", 0.55, "用户单身，通常跟闺蜜阿琳结伴旅行", {}),
            ("m07", "2026-10-05T01:15", "relation", 0.8, "用户同同事Ricky拍拖了，之后旅行都想两个人一起去", {"supersedes": "m06"}),
            ("m08", "2026-04-30T15:30", "preference", 0.8, "用户晕船，坐船超过半小时就会吐", {}),
            ("m09", "2026-05-16T14:10", "preference", 0.65, "用户钟意行博物馆同教堂，唔钟意购物", {}),
            ("m10", "2026-06-09T12:25", "fact", 0.6, "用户有澳门特区护照同回乡证，去内地同东南亚都方便", {}),
            ("m11", "2026-06-01T02:40", "event", 0.6, "用户计划六月底同阿琳去台湾花莲",
             {"valid_until": "2026-07-05T23:59", "expired": True}),
            ("m12", "2026-11-10T03:05", "event", 0.9, "用户打算元旦前后同Ricky去菲律宾宿务潜水",
             {"valid_until": "2027-01-10T23:59"}),
            ("m13", "2026-08-15T13:55", "fact", 0.7, "用户旅行预算唔多，机票加住宿想控制喺一万澳门元以内", {}),
        ],
        "probes": [
            ("para", "2026-11-19T14:20", "我係教友，禮拜日朝早要返聖堂，排行程記得留返個時間", ["m03"], [], []),
            ("para", "2026-11-20T02:50", "我好易暈浪，搭船耐啲就反胃", ["m08"], [], []),
            ("para", "2026-11-21T15:05", "我出去玩偏愛睇展覽同古老聖堂，血拼就免啦", ["m09"], [], []),
            ("para", "2026-11-22T03:35", "我排更嘅，一個禮拜返五日，放假日子唔定，更表兩個禮拜前先出", ["m02"], [], []),
            ("task", "2026-11-23T14:40", "同男朋友去Cebu嗰轉幫我排行程：出海嗰日點搞、禮拜日朝早要留空、使費唔好爆",
             ["m12", "m08", "m03", "m13", "m07"], [["阿琳"]], []),
            ("task", "2026-11-24T13:10", "下次放兩日假，想由屋企出發去開平睇碉樓，交通同住點安排好？",
             ["m05", "m02", "m09", "m13"], [], []),
            ("direct", "2026-11-25T02:15", "出去玩我通常同邊個一齊？訂雙人房定單人房好？", ["m07"], [["阿琳"], ["单身"]], []),
            ("expiry", "2026-11-26T14:55", "我下一轉出去玩係幾時、同邊個去？", ["m12"], [["花莲"]], []),
            ("abst", "2026-11-27T15:25", "聖誕節嘅子夜彌撒一般幾點開始？", [], [], []),
        ],
    },
    {
        "key": "a08", "user_id": "u_maxiaolan", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["family", "cooking"],
        "drop_kw": ["猪", "喝酒", "啤酒", "斋月", "商贸城", "乌镇"],
        "core": [
            ("m01", "2026-03-04T19:30", "profile", 0.8, "用户是回族，在义乌给中东客商做阿拉伯语翻译，老家在宁夏银川", {}),
            ("m02", "2026-03-04T20:00", "preference", 0.95, "用户一家只吃清真食品，不沾猪肉和酒，外出吃饭必须找清真餐厅", {}),
            ("m03", "2026-03-30T21:15", "preference", 0.8, "用户每天做五次礼拜，出门希望住处附近有清真寺，或者房间里能找准朝向", {}),
            ("m04", "2026-03-06T22:05", "relation", 0.55, "用户的女儿跟着爷爷奶奶在银川上小学", {}),
            ("m05", "2026-09-03T18:40", "relation", 0.8, "用户把女儿接到义乌读书了，转进了离家近的一所公办小学", {"supersedes": "m04"}),
            ("m06", "2026-04-12T20:25", "relation", 0.85, "用户的公公腿脚不好，走远路要用助行器", {}),
            ("m07", "2026-04-28T12:15", "fact", 0.65, "用户的丈夫在义乌国际商贸城开店，只有周日能休息", {}),
            ("m08", "2026-08-20T21:50", "event", 0.6, "用户计划国庆回银川，带女儿去沙湖玩",
             {"valid_until": "2026-10-08T23:59", "expired": True}),
            ("m09", "2026-11-06T20:35", "event", 0.9, "用户打算把公婆接来义乌，十二月一起去杭州西湖和千岛湖玩",
             {"valid_until": "2026-12-31T23:59"}),
            ("m10", "2026-06-15T22:40", "fact", 0.7, "用户一家出游总预算一般在六千元左右", {}),
            ("m11", "2026-07-07T19:05", "preference", 0.7, "用户的婆婆血压高，饭菜要少放盐", {}),
            ("m12", "2026-09-20T21:30", "fact", 0.65, "用户的女儿周末要上阿拉伯语和舞蹈兴趣班，出行尽量别耽误", {}),
            ("m13", "2026-10-25T22:10", "preference", 0.6, "用户喜欢住带厨房的公寓式酒店，方便自己做饭", {}),
        ],
        "probes": [
            ("para", "2026-11-18T21:05", "我们家吃东西只认halal，大肉、酒精碰都不碰", ["m02"], [], []),
            ("para", "2026-11-19T20:40", "我老公他爸走路得推着个带轮子的架子，走不远", ["m06"], [], []),
            ("para", "2026-11-20T22:25", "闺女礼拜六礼拜天要去学跳舞和阿语，别把出门排在那两天", ["m12"], [], []),
            ("task", "2026-11-22T21:45", "老人过来后那趟出游，帮我排个逐日线路，用餐、五番拜功的地方都要方便，老人家的口味也顾着点",
             ["m09", "m02", "m06", "m03", "m11"], [], []),
            ("task", "2026-11-23T20:30", "帮我找个能开伙的落脚处，整趟控制在6000以内，附近要有halal馆子，老爷子走路也别太远",
             ["m13", "m10", "m02", "m06"], [], []),
            ("direct", "2026-11-24T12:50", "我闺女眼下在哪儿念书？开家长会我得请假", ["m05"], [["爷爷奶奶"]], []),
            ("abst", "2026-11-25T09:45", "斋月一般在每年什么时候？明年大概几号开始？", [], [], []),
            ("abst", "2026-11-26T16:30", "义乌国际商贸城一共分几个区？", [], [], []),
            ("bg", "2026-11-28T10:15", "我是不是跟你说过爱去卖花草、鸟雀的那种集市？杭州有没有类似的",
             ["bg:用户喜欢逛花鸟市场"], [], []),
        ],
    },
    {
        "key": "a09", "user_id": "u_jinmeishan", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["family", "home", "car", "pets"],
        "drop_kw": ["韩国", "签证", "个人所得税", "养老金", "医保", "企业微信"],
        "core": [
            ("m01", "2026-03-06T21:20", "profile", 0.8, "用户是延边朝鲜族，在首尔一家化妆品公司做中韩翻译，聊天时常夹韩语单词", {}),
            ("m02", "2026-03-06T22:00", "fact", 0.55, "用户在韩国持H-2访问就业签证，能做的工作种类有限制", {}),
            ("m03", "2026-08-26T20:45", "fact", 0.85, "用户的签证已经换成F-4在外同胞资格，可以在韩国长期居住和换工作", {"supersedes": "m02"}),
            ("m04", "2026-03-20T22:35", "relation", 0.9, "用户的父母住在延吉，爸爸前两年中过风，左手左脚不太灵活", {}),
            ("m05", "2026-04-09T21:10", "relation", 0.8, "用户的妈妈只会说朝鲜语和延边话，普通话听不太懂", {}),
            ("m06", "2026-05-02T12:30", "preference", 0.65, "用户家里人吃饭离不开泡菜和冷面，不太能接受太甜的菜", {}),
            ("m07", "2026-05-19T23:00", "fact", 0.7, "用户每年只有十五天年假，一般分两次用", {}),
            ("m08", "2026-07-10T20:15", "event", 0.6, "用户计划中秋（秋夕）回延吉陪父母过节",
             {"valid_until": "2026-09-28T23:59", "expired": True}),
            ("m09", "2026-11-03T21:40", "event", 0.9, "用户打算元旦把父母接到首尔玩一周",
             {"valid_until": "2027-01-05T23:59"}),
            ("m10", "2026-06-11T23:25", "fact", 0.75, "用户在首尔住的是半地下的小单间，家里住不下三个人", {}),
            ("m11", "2026-07-30T22:50", "preference", 0.65, "用户订机票偏好直飞，不想在沈阳或者大连转机", {}),
            ("m12", "2026-10-01T19:55", "relation", 0.7, "用户的韩国男友民浩会开车，可以帮忙接送", {}),
        ],
        "probes": [
            ("para", "2026-11-21T22:10", "我阿爸脑梗过，半边身子使不上劲，出门得有人扶", ["m04"], [], []),
            ("para", "2026-11-22T21:35", "俺妈汉语基本不懂，只能用韩国话和家乡土话交流", ["m05"], [], []),
            ("para", "2026-11-23T23:05", "我租的那间屋子就一个小房间，还矮半截在地面下面，三人睡不开", ["m10"], [], []),
            ("task", "2026-11-24T22:20", "爸妈过来那一礼拜的安排帮我排排：住哪、去哪转、吃啥",
             ["m09", "m04", "m05", "m06", "m10"], [], []),
            ("task", "2026-11-25T21:45", "给老两口买往返的航班，要不要申请机场轮椅服务？线路咋挑",
             ["m11", "m04", "m09"], [], []),
            ("direct", "2026-11-26T12:30", "我在韩国那个身份如今算哪一类？想换个公司行不行", ["m03"], [["h-2"], ["访问就业"]], []),
            ("expiry", "2026-11-27T22:05", "跟爸妈团聚是啥时候的安排来着？", ["m09"], [["秋夕"], ["中秋"]], []),
            ("abst", "2026-11-27T12:40", "韩国的F-4和F-5签证到底有啥区别？", [], [], []),
            ("bg", "2026-11-28T21:15", "我攒各地轨道交通票卡那个癖好你还记得吧？到了那边想买张纪念款",
             ["bg:用户收集了好几个城市的地铁卡"], [], []),
        ],
    },
    {
        "key": "a10", "user_id": "u_rachel_tan", "tenant_id": "default", "non_mainland": True, "no_active": True,
        "drop_topics": ["car", "work", "commute", "family", "health"],
        "drop_kw": ["小时候", "大学", "大三", "弟弟", "出差", "守门员", "趣味运动会", "广场舞", "骑", "跑", "爬", "乌镇"],
        "core": [
            ("m01", "2026-03-02T22:15", "profile", 0.8, "用户是新加坡华人，在上海工作五年了，中文会说但写得慢，常用英文", {}),
            ("m02", "2026-03-02T20:30", "fact", 0.95, "用户下肢瘫痪，日常使用手动轮椅，需要无障碍厕所和电梯", {}),
            ("m03", "2026-03-16T21:40", "preference", 0.9, "用户住酒店一定要无障碍房，淋浴间要无门槛、有扶手", {}),
            ("m04", "2026-03-09T08:50", "fact", 0.55, "用户在一家外资银行做合规经理，经常要飞新加坡总部", {}),
            ("m05", "2026-09-25T20:05", "fact", 0.8, "用户离开了银行，加入一家做跨境支付的创业公司，基本不用出差了", {"supersedes": "m04"}),
            ("m06", "2026-04-20T19:15", "relation", 0.85, "用户的妈妈是佛教徒，农历初一和十五吃素", {}),
            ("m07", "2026-05-05T13:30", "preference", 0.7, "用户喜欢古镇和园林，但很多古镇的石板路轮椅走不了", {}),
            ("m08", "2026-04-28T22:20", "event", 0.6, "用户计划五月底和朋友去苏州拙政园",
             {"valid_until": "2026-05-31T23:59", "expired": True}),
            ("m09", "2026-11-09T21:50", "event", 0.9, "用户打算十二月初妈妈从新加坡来的时候，一起去杭州玩三天",
             {"valid_until": "2026-12-08T23:59"}),
            ("m10", "2026-06-12T18:25", "fact", 0.75, "用户坐高铁习惯提前在12306预约重点旅客服务，有人帮忙上下车", {}),
            ("m11", "2026-07-03T20:40", "preference", 0.7, "用户不会开车，打车要找能放下轮椅的大空间车型", {}),
            ("m12", "2026-08-18T22:55", "fact", 0.65, "用户住酒店每晚预算一千元以内", {}),
        ],
        "probes": [
            ("para", "2026-11-19T21:20", "我下半身动不了，出门靠手推的wheelchair，要有能进的洗手间和升降梯", ["m02"], [], []),
            ("para", "2026-11-20T20:45", "我阿妈信佛，阴历逢头一天、月半那天不沾荤", ["m06"], [], []),
            ("para", "2026-11-21T19:30", "坐动车前我一般先在铁路App上约好站务员全程搭把手", ["m10"], [], []),
            ("para", "2026-11-22T14:15", "我爱逛江南水乡老街，可惜好多是青石台阶，推车过不去", ["m07"], [], []),
            ("task", "2026-11-23T22:30", "Mum过来那趟短途，帮我订住处排路线，房费别太离谱，顺带提醒吃饭的讲究 lah",
             ["m09", "m02", "m03", "m06", "m12"], [], []),
            ("task", "2026-11-24T21:05", "从虹桥过去那边怎么走最顺？到了那头叫车有啥要注意的",
             ["m10", "m11", "m02", "m09"], [], []),
            ("expiry", "2026-11-25T20:35", "这阵子日程上有啥出游安排？帮我列一下", ["m09"], [["拙政园"], ["苏州"]], []),
            ("abst", "2026-11-20T12:10", "初一十五吃素是佛教哪一派的讲究？", [], [], []),
            ("abst", "2026-11-24T08:40", "我上回说我弟弟要来上海找工作，他大概几号到来着？", [], [], []),
        ],
    },
    {
        "key": "a11", "user_id": "u_liuguizhi", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["work", "commute", "pets", "family", "tech", "games", "learning"],
        "drop_kw": ["研究生", "专业", "实习", "天气", "冬天", "夏天特别热", "公司", "同事", "工牌", "房贷", "房租",
                    "丽江", "西双版纳", "年终奖", "个人养老金", "鼠标", "比价插件", "首发", "篮球",
                    "守门员", "剧本杀", "支教", "App"],
        "core": [
            ("m01", "2026-03-03T07:40", "profile", 0.75, "用户是哈尔滨的退休小学老师，说话一口东北腔", {}),
            ("m02", "2026-03-09T06:55", "relation", 0.55, "用户的老伴儿身子骨硬朗，每天早上去江边冬泳", {}),
            ("m03", "2026-09-20T19:20", "relation", 0.9, "用户的老伴儿做了髋关节置换手术，走路得拄拐，不能久站", {"supersedes": "m02"}),
            ("m04", "2026-04-11T20:00", "relation", 0.8, "用户的小孙子五岁，上幼儿园中班，平时归她带", {}),
            ("m05", "2026-06-23T09:15", "fact", 0.8, "用户家新养了一只泰迪，叫豆包，出远门也想带上它", {}),
            ("m06", "2026-04-26T18:30", "preference", 0.7, "用户怕热，也不爱吃海鲜，嫌腥", {}),
            ("m07", "2026-05-13T10:45", "fact", 0.75, "用户两口子退休金加起来一个月九千多，出去玩舍不得住贵的", {}),
            ("m08", "2026-07-15T08:20", "event", 0.6, "用户计划十月中旬跟老伴儿去云南腾冲泡温泉",
             {"valid_until": "2026-10-20T23:59", "expired": True}),
            ("m09", "2026-11-14T19:50", "event", 0.9, "用户打算元旦后带老伴儿和小孙子去三亚住一个多月猫冬",
             {"valid_until": "2027-02-28T23:59"}),
            ("m10", "2026-06-05T20:35", "preference", 0.65, "用户坐飞机喜欢靠过道的位置，方便上厕所", {}),
            ("m11", "2026-07-29T09:05", "fact", 0.65, "用户不会用手机订票，都是让儿子帮忙操作", {}),
            ("m12", "2026-10-08T19:10", "preference", 0.7, "用户想找带厨房的月租公寓，自己做饭省钱", {}),
        ],
        "probes": [
            ("para", "2026-11-18T08:35", "俺家那只小卷毛狗崽子，去外地也得捎上", ["m05"], [], []),
            ("para", "2026-11-19T09:20", "我受不了大热天，海里那些玩意儿一股子腥味儿，一口都不想碰", ["m06"], [], []),
            ("para", "2026-11-20T19:55", "搭灰机给我整个挨走廊的座儿，尿频老得起身", ["m10"], [], []),
            ("para", "2026-11-21T10:10", "网上抢票我整不明白，全靠俺家大小子给鼓捣", ["m11"], [], []),
            ("task", "2026-11-22T20:15", "去海南过冬那阵子，帮俺找个能开火、能带狗、老头好走道的住处，别太贵",
             ["m09", "m12", "m07", "m05", "m03"], [["腾冲"], ["温泉"]], []),
            ("task", "2026-11-23T09:40", "给俺们一家仨老小弄去海南的航班，老头腿刚动完刀，座位咋挑？俺家那小不点儿要不要单独买票？",
             ["m09", "m10", "m03", "m04"], [], []),
            ("direct", "2026-11-24T08:05", "俺家老头子腿脚眼下啥情况来着？安排活动好有个数", ["m03"], [["冬泳"], ["硬朗"]], []),
            ("expiry", "2026-11-25T19:25", "俺们下回出门是啥安排，你给捋捋", ["m09"], [["腾冲"], ["温泉"]], []),
            ("abst", "2026-11-26T10:30", "髋关节置换以后一般多久能坐飞机？", [], [], []),
            ("abst", "2026-11-27T07:50", "今儿个下老大雪了，你那旮沓冷不冷啊哈哈", [], [], []),
            ("bg", "2026-11-29T20:10", "俺那个拼碎片画儿的爱好，一般玩多少块的？给俺带一盒去海南解闷",
             ["bg:用户喜欢拼一千片以上的拼图"], [], []),
        ],
    },
    {
        "key": "a12", "user_id": "u_huangxiuqin", "tenant_id": "default", "non_mainland": False,
        "drop_topics": ["family"],
        "drop_kw": ["菲律宾", "马尼拉", "丽江", "西双版纳", "西藏", "青海", "高原"],
        "core": [
            ("m01", "2026-03-04T21:50", "profile", 0.75, "用户是泉州人，家里讲闽南话，打字经常打错别字", {}),
            ("m02", "2026-03-11T22:30", "relation", 0.55, "用户的老公在菲律宾马尼拉做生意，一年只回来两次", {}),
            ("m03", "2026-08-28T21:05", "relation", 0.85, "用户老公把外面的生意交给表弟打理，已经回泉州常住", {"supersedes": "m02"}),
            ("m04", "2026-03-29T20:40", "relation", 0.8, "用户的婆婆是基督徒，星期天上午一定要去做礼拜", {}),
            ("m05", "2026-04-14T22:15", "relation", 0.85, "用户的婆婆有哮喘，怕冷，也怕去海拔高的地方", {}),
            ("m06", "2026-05-03T19:35", "relation", 0.7, "用户的大女儿读高二，住校，只有周末回家", {}),
            ("m07", "2026-05-21T21:25", "relation", 0.85, "用户的小儿子八岁，对鸡蛋过敏", {}),
            ("m08", "2026-06-06T22:00", "fact", 0.7, "用户家出远门的预算一般两万以内，一家五口", {}),
            ("m09", "2026-06-05T20:50", "event", 0.6, "用户计划暑假带两个孩子去马尼拉找老公，顺便去长滩岛玩",
             {"valid_until": "2026-08-25T23:59", "expired": True}),
            ("m10", "2026-11-11T21:15", "event", 0.9, "用户打算寒假一家五口去云南昆明和大理，婆婆也一起去",
             {"valid_until": "2027-02-20T23:59"}),
            ("m11", "2026-07-16T20:20", "preference", 0.65, "用户喜欢住有家庭房的酒店，一家人住一间", {}),
            ("m12", "2026-08-09T12:40", "preference", 0.6, "用户一家口味清淡，吃不了太辣", {}),
            ("m13", "2026-10-12T21:35", "fact", 0.7, "用户的大女儿一月下旬才放寒假，之前要期末考试",
             {"valid_until": "2027-01-31T23:59"}),
        ],
        "probes": [
            ("para", "2026-11-20T21:30", "阮大家信耶稣，主日早上得去教会聚会", ["m04"], [], []),
            ("para", "2026-11-21T22:45", "老人家气管不好，一冷就喘，高原去不的", ["m05"], [], []),
            ("para", "2026-11-23T20:55", "细汉的那个碰不得蛋类，蛋糕啥的都要看配料", ["m07"], [], []),
            ("task", "2026-11-25T21:20", "过年前去彩云之南那趟，帮阮排下形程跟住的，老人小孩都要顾好",
             ["m10", "m05", "m04", "m07", "m11"], [], []),
            ("task", "2026-11-27T22:10", "帮我算下机票动车住宿，全家要花多少？出发日子得等阿姐考完",
             ["m08", "m10", "m13"], [], []),
            ("direct", "2026-11-28T20:30", "阮尪如今人在叨位？过年要不要等他回来", ["m03"], [["菲律宾"], ["马尼拉"]], []),
            ("abst", "2026-11-30T09:15", "哮喘病人去高元一般要注意撒？", [], [], []),
        ],
    },
]

# ---------------------------------------------------------------------------
# traditional -> simplified (every traditional character used in this file)
# and dialect characters outside GB2312 that are not traditional forms
# ---------------------------------------------------------------------------
_T2S_PAIRS = (
    "媽妈動动車车訂订陣阵記记揀拣對对帶带個个禮礼淨净係系陸陆幫帮轉转線线邊边間间幾几講讲顧顾"
    "費费預预錢钱過过飯饭開开會会標标區区觀观誕诞農农曆历時时橋桥點点準准著着廳厅們们廠厂"
    "裡里請请報报給给闆板懶懒親亲盤盘機机門门麼么長长輩辈飲饮備备證证較较視视訊讯遊游飛飞隨随"
    "嗎吗規规樣样囉啰聖圣暈晕愛爱覽览兩两發发樓楼齊齐雙双單单節节彌弥島岛順顺"
)
T2S = {_T2S_PAIRS[i]: _T2S_PAIRS[i + 1] for i in range(0, len(_T2S_PAIRS), 2)}
DIALECT_CHARS = set("嘅啱嗰㗎嚟啲冇揸喺嘢瞓囝袂尪咗佢乜咩睇唔嘢揾旮沓嗦")

CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]")
DATE_CUE_RE = re.compile(
    r"(\d{4}年|[0-9一二三四五六七八九十两]{1,3}月|春节|国庆|中秋|端午|清明|元旦|圣诞|五一|暑假|寒假|"
    r"下周|下个月|明年|今年|年底|年初|年前|过年|秋夕|月底|月初|上旬|中旬|下旬)")


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def to_simp(s):
    return "".join(T2S.get(c, c) for c in norm(s))


def bigrams(s):
    s = to_simp(s)
    out = set()
    for a, b in zip(s, s[1:]):
        if CJK_RE.match(a) and CJK_RE.match(b):
            out.add(a + b)
    return out


def ts(s):
    return s + ":00" + TZ


def parse_ts(s):
    return datetime.fromisoformat(s)


# ---------------------------------------------------------------------------
# background pool (parsed from source text, never imported)
# ---------------------------------------------------------------------------
def load_pool_literals():
    with open(POOL_SRC, encoding="utf-8") as f:
        src = f.read()
    lits = {}
    for node in ast.parse(src).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                lits[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return lits


def parse_pool(pool_text):
    entries, topic, mtype = [], None, None
    for raw in pool_text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags, text = [], line
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            text = m.group(2).strip()
        fams = {}
        for t in tags:
            if ":" in t:
                k, v = t.split(":", 1)
                fams[k] = v
        entries.append({"idx": len(entries), "topic": topic, "type": mtype, "text": text,
                        "active": "active" in tags, "fams": fams})
    return entries


def account_forbid_keywords(acct):
    kws = []
    for p in acct["probes"]:
        for alt in p[4]:
            kws.extend(alt)
    return [norm(k) for k in kws]


def account_places(acct, place_words):
    texts = [c[4] for c in acct["core"]] + [to_simp(p[2]) for p in acct["probes"]]
    return [w for w in place_words if any(w in t for t in texts)]


def bg_targets(acct):
    out = []
    for p in acct["probes"]:
        for r in p[3]:
            if r.startswith("bg:"):
                out.append(r[3:])
    return out


def sample_background(ai, acct, entries, place_words):
    rng = random.Random(SEED_BASE + ai)
    families = {}
    for e in entries:
        for fam, cl in e["fams"].items():
            families.setdefault(fam, [])
            if cl not in families[fam]:
                families[fam].append(cl)
    forced_cl = acct.get("clusters", {})
    chosen = {}
    for fam in families:
        chosen[fam] = forced_cl[fam] if fam in forced_cl else rng.choice(sorted(families[fam]))
    places = account_places(acct, place_words)
    drop_kw = [norm(k) for k in acct.get("drop_kw", [])]
    if acct.get("non_mainland"):
        drop_kw += [norm(k) for k in NON_MAINLAND_KW]
    forbid_kw = account_forbid_keywords(acct)
    targets = bg_targets(acct)

    def why_out(e):
        if e["topic"] in acct.get("drop_topics", []):
            return "topic"
        if e["active"] and acct.get("no_active"):
            return "active"
        for fam, cl in e["fams"].items():
            if chosen[fam] != cl:
                return "cluster"
        t = norm(e["text"])
        if any(p in t for p in places):
            return "place"
        if any(k in t for k in drop_kw):
            return "keyword"
        if any(k in t for k in forbid_kw):
            return "forbid"
        return None

    eligible = [e for e in entries if why_out(e) is None]
    forced = [e for e in eligible if e["text"] in targets]
    if len(forced) != len(targets):
        raise SystemExit(f"{acct['key']}: bg target filtered out or missing: {targets}")
    rest = [e for e in eligible if e["text"] not in targets]
    n = rng.randint(130, 150)
    if len(rest) < n - len(forced):
        raise SystemExit(f"{acct['key']}: only {len(eligible)} eligible background statements")
    picked = forced + rng.sample(rest, n - len(forced))
    picked.sort(key=lambda e: e["idx"])
    start = datetime(2025, 10, 1, 8, 0)
    span = int((datetime(2026, 11, 10, 22, 0) - start).total_seconds() // 60)
    out = []
    for i, e in enumerate(picked, 1):
        dt = start + timedelta(minutes=rng.randrange(span))
        out.append({
            "id": f"h25{acct['key']}-bg{i:03d}",
            "content": e["text"],
            "type": e["type"],
            "importance": rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]),
            "created_at": dt.strftime("%Y-%m-%dT%H:%M:00") + TZ,
        })
    return out, len(eligible)


def core_id(acct, lid):
    return f"h25{acct['key']}-{lid}"


def build():
    lits = load_pool_literals()
    place_words = list(lits["PLACE_WORDS"])
    entries = parse_pool(lits["POOL"])
    users, pno, stats = [], 0, []
    for ai, acct in enumerate(ACCOUNTS):
        core = []
        for lid, created, mtype, imp, content, opts in acct["core"]:
            m = {"id": core_id(acct, lid), "content": content, "type": mtype,
                 "importance": imp, "created_at": ts(created)}
            if "valid_until" in opts:
                m["valid_until"] = ts(opts["valid_until"])
            core.append(m)
        bg, n_elig = sample_background(ai, acct, entries, place_words)
        by_text = {m["content"]: m["id"] for m in bg}
        memories = sorted(core + bg, key=lambda m: m["created_at"])
        probes = []
        for kind, at, query, rel, forbid, _cross in acct["probes"]:
            pno += 1
            ids = [by_text[r[3:]] if r.startswith("bg:") else core_id(acct, r) for r in rel]
            p = {"id": f"h25-{pno:03d}-{kind}", "at": ts(at), "query": query, "relevant": ids}
            if forbid:
                p["forbid"] = [list(alt) for alt in forbid]
            probes.append(p)
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                      "memories": memories, "probes": probes})
        stats.append((acct["key"], len(core), len(bg), len(probes), n_elig))
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    return text, data, stats


# ---------------------------------------------------------------------------
# --check
# ---------------------------------------------------------------------------
def check(text_on_disk):
    errors = []

    def err(msg):
        errors.append(msg)

    fresh_text, fresh, stats = build()
    if text_on_disk != fresh_text:
        err("file on disk differs from a fresh in-memory build")
    try:
        data = json.loads(text_on_disk)
    except ValueError as e:
        return [f"invalid JSON: {e}"], stats

    # ---------------- FORMAT.md rules ----------------
    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        err("name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        return errors + ["users must be a non-empty list"], stats
    seen_pairs, all_mem_ids, all_probe_ids = set(), set(), set()
    for u in users:
        uid = u.get("user_id")
        if not isinstance(uid, str) or not uid:
            err("user_id missing")
        tid = u.get("tenant_id", "default")
        if not isinstance(tid, str) or not tid:
            err(f"{uid}: tenant_id must be a string")
        if (uid, tid) in seen_pairs:
            err(f"duplicate account {uid}/{tid}")
        seen_pairs.add((uid, tid))
        extra = set(u) - {"user_id", "tenant_id", "memories", "probes"}
        if extra:
            err(f"{uid}/{tid}: unexpected user keys {sorted(extra)} (Track R only: no sessions/gold)")
        mems = u.get("memories", [])
        mem_ids = set()
        for m in mems:
            if set(m) - MEM_KEYS:
                err(f"{m.get('id')}: unexpected memory keys {sorted(set(m) - MEM_KEYS)}")
            if not isinstance(m.get("id"), str) or not m["id"]:
                err(f"{uid}: memory without id")
                continue
            if m["id"] in mem_ids:
                err(f"{m['id']}: duplicate memory id within user")
            if m["id"] in all_mem_ids:
                err(f"{m['id']}: memory id reused across users")
            mem_ids.add(m["id"])
            all_mem_ids.add(m["id"])
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                err(f"{m['id']}: empty content")
            if m.get("type", "fact") not in MEMORY_TYPES:
                err(f"{m['id']}: type {m.get('type')} not in {sorted(MEMORY_TYPES)}")
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                err(f"{m['id']}: importance out of [0,1]")
            try:
                ca = parse_ts(m["created_at"])
                if ca.tzinfo is None:
                    err(f"{m['id']}: created_at without offset")
                if "valid_until" in m and parse_ts(m["valid_until"]) <= ca:
                    err(f"{m['id']}: valid_until not after created_at")
            except (KeyError, ValueError) as e:
                err(f"{m['id']}: bad timestamp {e}")
        for p in u.get("probes", []):
            pid = p.get("id")
            if set(p) - PROBE_KEYS:
                err(f"{pid}: unexpected probe keys {sorted(set(p) - PROBE_KEYS)} (Track R only)")
            if pid in all_probe_ids:
                err(f"{pid}: duplicate probe id")
            all_probe_ids.add(pid)
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err(f"{pid}: empty query")
            if not isinstance(p.get("relevant"), list):
                err(f"{pid}: relevant must be a list (Track R)")
            else:
                for r in p["relevant"]:
                    if r not in mem_ids:
                        err(f"{pid}: relevant id {r} not among this user's memories")
            for alt in p.get("forbid", []):
                if not isinstance(alt, list) or not alt or not all(isinstance(k, str) and k for k in alt):
                    err(f"{pid}: forbid entries must be non-empty lists of keywords")
            try:
                if parse_ts(p["at"]).tzinfo is None:
                    err(f"{pid}: at without offset")
            except (KeyError, ValueError) as e:
                err(f"{pid}: bad at {e}")

    # ---------------- this set's rules ----------------
    if len(users) != 12 or len(ACCOUNTS) != 12:
        err("must have 12 accounts")
    uid_tenants = {}
    for u in users:
        uid_tenants.setdefault(u["user_id"], set()).add(u.get("tenant_id", "default"))
    shared = [k for k, v in uid_tenants.items() if len(v) > 1]
    if len(shared) != 1 or len(uid_tenants[shared[0]]) != 2:
        err("exactly one user_id must be shared by exactly two tenants")
    twins = [a for a in ACCOUNTS if shared and a["user_id"] == shared[0]]

    kind_n = {k: 0 for k in KIND_COUNTS}
    task_forbid = 0
    cross_probes = 0
    expected_no = 0
    for acct, u in zip(ACCOUNTS, users):
        key = acct["key"]
        if (u["user_id"], u.get("tenant_id")) != (acct["user_id"], acct["tenant_id"]):
            err(f"{key}: account order mismatch")
        mems = {m["id"]: m for m in u["memories"]}
        core_spec = {core_id(acct, c[0]): c for c in acct["core"]}
        core_ids = set(core_spec)
        bg_ids = {i for i in mems if i not in core_ids}
        if not 11 <= len(core_ids) <= 14:
            err(f"{key}: {len(core_ids)} core memories (need 11-14)")
        if not 130 <= len(bg_ids) <= 150:
            err(f"{key}: {len(bg_ids)} background memories (need 130-150)")
        for i in mems:
            if not i.startswith(f"h25{key}-"):
                err(f"{i}: id not prefixed by account")
        for i in bg_ids:
            if not re.fullmatch(rf"h25{key}-bg\d{{3}}", i):
                err(f"{i}: background id pattern")
        outdated = set()
        supersedes = {}
        for cid, (lid, _c, _t, _i, content, opts) in core_spec.items():
            if opts.get("expired"):
                outdated.add(cid)
                if "valid_until" not in opts:
                    err(f"{cid}: expired plan without valid_until")
            if "supersedes" in opts:
                old = core_id(acct, opts["supersedes"])
                supersedes[cid] = old
                outdated.add(old)
                if mems[old]["created_at"] >= mems[cid]["created_at"]:
                    err(f"{cid}: newer memory not created after {old}")
            if DATE_CUE_RE.search(content) and "valid_until" not in opts:
                err(f"{cid}: date/holiday wording without explicit valid_until")
        if not supersedes:
            err(f"{key}: no changed fact (old/new pair)")
        first_probe = min(p["at"] for p in u["probes"])
        last_mem = max(m["created_at"] for m in u["memories"])
        if last_mem >= first_probe:
            err(f"{key}: a memory is created after the first probe")
        for m in u["memories"]:
            try:
                _ = m["content"].encode("utf-8")
            except UnicodeError:
                err(f"{m['id']}: bad text")
        twin = None
        if acct in twins:
            twin = [t for t in twins if t is not acct][0]
            twin_text = " ".join(norm(c[4]) for c in twin["core"])
        own_text = [norm(m["content"]) for m in u["memories"]]
        if len(u["probes"]) != len(acct["probes"]):
            err(f"{key}: probe count mismatch")
        for p, spec in zip(u["probes"], acct["probes"]):
            kind, cross = spec[0], [norm(k) for k in spec[5]]
            expected_no += 1
            if p["id"] != f"h25-{expected_no:03d}-{kind}":
                err(f"{p['id']}: id must be h25-{expected_no:03d}-{kind}")
            kind_n[kind] = kind_n.get(kind, 0) + 1
            at = p["at"]
            rel = p["relevant"]
            forbid = [norm(k) for alt in p.get("forbid", []) for k in alt]
            for ch in p["query"]:
                if CJK_RE.match(ch) and ch not in T2S and ch not in DIALECT_CHARS:
                    try:
                        ch.encode("gb2312")
                    except UnicodeEncodeError:
                        err(f"{p['id']}: character {ch!r} is neither GB2312, mapped in T2S nor a listed dialect char")
            for r in rel:
                vu = mems[r].get("valid_until")
                if vu and vu <= at:
                    err(f"{p['id']}: relevant {r} expired at probe time")
                if r in outdated:
                    err(f"{p['id']}: relevant {r} is outdated")
            # forbid keywords: cross-tenant ones absent from own memories and present in twin;
            # others only inside outdated core memories
            for k in forbid:
                if k in cross:
                    if twin is None:
                        err(f"{p['id']}: cross-tenant keyword on a non-twin account")
                        continue
                    if any(k in t for t in own_text):
                        err(f"{p['id']}: cross-tenant keyword {k} occurs in own memories")
                    if k not in twin_text:
                        err(f"{p['id']}: cross-tenant keyword {k} not found in twin account")
                else:
                    hits = [i for i, m in mems.items() if k in norm(m["content"])]
                    if not hits:
                        err(f"{p['id']}: forbid keyword {k} matches no memory")
                    for i in hits:
                        if i not in outdated:
                            err(f"{p['id']}: forbid keyword {k} occurs in current memory {i}")
            if cross:
                cross_probes += 1
            own_forbid = [k for k in forbid if k not in cross]
            qb = bigrams(p["query"])
            if kind == "para":
                if len(rel) != 1 or rel[0] not in core_ids:
                    err(f"{p['id']}: para needs exactly one core memory")
                elif qb & bigrams(mems[rel[0]]["content"]):
                    err(f"{p['id']}: shares bigrams {sorted(qb & bigrams(mems[rel[0]]['content']))}")
            elif kind == "task":
                if not 3 <= len(rel) <= 5 or not all(r in core_ids for r in rel):
                    err(f"{p['id']}: task needs 3-5 core memories")
                for r in rel:
                    s = qb & bigrams(mems[r]["content"])
                    if s:
                        err(f"{p['id']}: shares bigrams {sorted(s)} with {r}")
                if own_forbid:
                    task_forbid += 1
            elif kind == "direct":
                if len(rel) != 1 or rel[0] not in supersedes:
                    err(f"{p['id']}: direct must point at the newer memory of a changed fact")
                else:
                    old = norm(mems[supersedes[rel[0]]]["content"])
                    if not own_forbid:
                        err(f"{p['id']}: direct needs forbid keywords")
                    for k in own_forbid:
                        if k not in old:
                            err(f"{p['id']}: forbid {k} not in superseded memory")
            elif kind == "abst":
                if rel != []:
                    err(f"{p['id']}: abst must have relevant []")
                if p.get("forbid"):
                    err(f"{p['id']}: abst carries no forbid")
            elif kind == "expiry":
                if not rel or not own_forbid:
                    err(f"{p['id']}: expiry needs relevant and forbid")
                olds = [i for i in outdated if core_spec[i][5].get("expired")
                        and any(k in norm(mems[i]["content"]) for k in own_forbid)]
                if not olds:
                    err(f"{p['id']}: forbid does not name an expired plan")
                for k in own_forbid:
                    if not any(k in norm(mems[i]["content"]) for i in olds):
                        err(f"{p['id']}: forbid {k} not in the expired plan")
                for i in olds:
                    if mems[i]["valid_until"] >= at:
                        err(f"{p['id']}: old plan {i} not yet expired at probe time")
                if not any("valid_until" in mems[r] for r in rel):
                    err(f"{p['id']}: relevant must include the current dated plan")
            elif kind == "bg":
                if len(rel) != 1 or rel[0] not in bg_ids:
                    err(f"{p['id']}: bg needs exactly one background memory")
                elif qb & bigrams(mems[rel[0]]["content"]):
                    err(f"{p['id']}: bg shares bigrams {sorted(qb & bigrams(mems[rel[0]]['content']))}")
            else:
                err(f"{p['id']}: unknown kind {kind}")
    if kind_n != KIND_COUNTS:
        err(f"probe kinds {kind_n} != {KIND_COUNTS}")
    if task_forbid < 8:
        err(f"only {task_forbid} task probes forbid an outdated fact (need >= 8)")
    if cross_probes < 6:
        err(f"only {cross_probes} cross-tenant leak probes (need >= 6)")

    # ---------------- docstring tables agree with the data ----------------
    doc = __doc__ or ""
    if "2026-12-03" not in doc or "Blindness record" not in doc:
        err("docstring must carry the date and the blindness record")
    rows = {}
    for line in doc.splitlines():
        m = re.match(r"^\|\s*(a\d\d)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|.*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$", line)
        if m:
            rows[m.group(1)] = (m.group(2), m.group(3), int(m.group(4)), int(m.group(5)), int(m.group(6)))
    for (key, ncore, nbg, nprobe, _e), acct in zip(stats, ACCOUNTS):
        want = (acct["user_id"], acct["tenant_id"], ncore, nbg, nprobe)
        if rows.get(key) != want:
            err(f"docstring accounts row {key} = {rows.get(key)}, data = {want}")
    kinds_doc = {}
    for line in doc.splitlines():
        m = re.match(r"^\|\s*(para|task|direct|abst|expiry|bg)\s*\|\s*(\d+)\s*\|", line)
        if m:
            kinds_doc[m.group(1)] = int(m.group(2))
    if kinds_doc != KIND_COUNTS:
        err(f"docstring probe-kind table {kinds_doc} != {KIND_COUNTS}")
    return errors, stats


def summary(data, stats):
    lines = []
    for key, ncore, nbg, nprobe, nelig in stats:
        lines.append(f"  {key}: core={ncore} bg={nbg} (eligible {nelig}) probes={nprobe}")
    kinds = {}
    nf = 0
    for u in data["users"]:
        for p in u["probes"]:
            k = p["id"].rsplit("-", 1)[1]
            kinds[k] = kinds.get(k, 0) + 1
            nf += bool(p.get("forbid"))
    lines.append(f"  accounts={len(data['users'])} core={sum(s[1] for s in stats)} "
                 f"bg={sum(s[2] for s in stats)} probes={sum(kinds.values())} {kinds} with_forbid={nf}")
    return "\n".join(lines)


def main(argv):
    if "--check" in argv:
        if not os.path.exists(OUT):
            print(f"FAIL: {OUT} missing")
            return 1
        with open(OUT, encoding="utf-8", newline="") as f:
            on_disk = f.read()
        errors, stats = check(on_disk)
        print(summary(json.loads(on_disk), stats))
        if errors:
            for e in errors:
                print("FAIL:", e)
            print(f"check FAILED ({len(errors)} problems)")
            return 1
        print("check OK: format, set rules, docstring tables, byte-identical rebuild")
        return 0
    text, data, stats = build()
    with open(OUT, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    print(f"wrote {OUT}")
    print(summary(data, stats))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
