"""Build zh_retrieval_holdout19.json (memory-eval/v1, track R only).

Blindness record
  Paths under /work read, listed or written, and how:
  - /work/shared/eval/FORMAT.md                      read in full with cat
  - /work/main/bench/data/src/background_pool.py     read with cat/head/sed/wc/grep
                                                     (grep -n / grep -c on that one file
                                                     to see its topic headers and defs);
                                                     imported here for POOL and PLACE_WORDS
  - /work/main/.venv/bin/python                      used to run this script
  - /work/main/bench/data/holdout19/                 created (mkdir -p); this script and
                                                     zh_retrieval_holdout19.json written here
  Slips: grep (beyond cat/head/sed/wc) was used on background_pool.py only (read-only); nothing
  else under /work was opened, listed or run. No engine code and no other data set
  was seen.

Theme
  Travel shaped by (a) newly arrived city migrants and their hometown ties, (b)
  retirement and old age, (c) creative and night-shift work. 12 invented
  accounts; two share user_id "u_linjing" under different tenant_id values.

Probe kinds
  | kind   | n  | what                                                          |
  |--------|----|---------------------------------------------------------------|
  | para   | 42 | indirect paraphrase of one or two memories                    |
  | task   | 24 | planning request needing 3-5 memories (some via world knowledge)|
  | direct | 10 | question naming the stored fact plainly                       |
  | abst   | 20 | nothing stored applies, relevant = []                         |
  | expiry | 10 | superseded/expired memory must not return (forbid); relevant = current |
  | bg     |  6 | only sampled background statements are relevant               |

Usage: no args = write JSON; --check; --report; --dump-bg.
"""
import sys
sys.dont_write_bytecode = True
import json, os, random, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
import background_pool  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout19.json")
SEED = 19019
N_BG = 140

# ---------------------------------------------------------------- pool parse
def parse_pool():
    items = []  # (topic, type, tags, text)
    topic, mtype = None, "fact"
    for line in background_pool.POOL.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("##"):
            parts = line[2:].split()
            topic, mtype = " ".join(parts), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            tag_s, line = line[1:].split("]", 1)
            tags = [t.strip() for t in tag_s.split(",")]
            line = line.strip()
        items.append((topic, mtype, tags, line))
    return items

POOL_ITEMS = parse_pool()
POOL_TEXTS = {it[3] for it in POOL_ITEMS}

GLOBAL_DROP_TOPICS = {"work profile", "commute profile"}
NO_PET_ACCOUNTS_DROP = "pets relation"  # pets dropped everywhere except a11 (pinned cat)
GLOBAL_DROP_WORDS = ["公司", "同事", "工位", "领导", "加班", "年终", "跳槽", "绩效", "周报", "在职", "上班"]
OLD_DROP = ["研究生", "考驾照", "教师资格证", "实习", "室友", "大学", "王者荣耀", "魔兽", "黑神话", "剧本杀", "马拉松", "父母", "工作时"]
MIGRANT_DROP = ["大学", "研究生", "房贷", "买了房", "装修", "NAS", "投影仪", "洗碗机", "88VIP", "黑胶", "私教",
                "养老金", "可转债", "金条", "教师资格证", "父亲", "母亲", "父母", "资产", "小区", "十七楼"]

# ---------------------------------------------------------------- accounts
# memory: (key, content, type, importance, date, valid_until or None)
# probe:  (kind, query, [relevant keys], forbid or None, [background statements relevant if sampled])
A = []

A.append(dict(
 key="a01", user_id="u_yang_wenbin", tenant_id="default",
 drop_topics={"pets relation", "car profile", "home profile"}, drop_words=MIGRANT_DROP, drop_active=False, pin={},
 force=["用户的蓝牙耳机丢过一只"],
 memories=[
  ("m01", "用户是贵州毕节人，2024年夏天来杭州跑外卖，在平台当专送骑手", "fact", 0.8, "2024-06-15", None),
  ("m02", "用户的女儿在毕节老家上小学，平时由爷爷奶奶带", "fact", 0.9, "2024-07-02", None),
  ("m03", "用户所在站点规定每月最多请四天假，请多了会掉等级、影响派单", "constraint", 0.8, "2024-11-20", None),
  ("m04", "用户说回一趟老家的来回路费最好控制在一千块以内", "preference", 0.7, "2025-01-05", None),
  ("m05", "用户在杭州滨江的城中村跟三个老乡合租一间房", "fact", 0.5, "2024-06-20", None),
  ("m06", "用户2025年8月搬进了余杭良渚附近站点安排的员工宿舍", "fact", 0.6, "2025-08-18", None),
  ("m07", "用户坐长途大巴会晕车呕吐，出远门只愿意坐高铁或火车", "constraint", 0.8, "2024-09-10", None),
  ("m08", "用户吃不惯偏甜的杭帮菜，最想念家乡的酸汤鱼和辣椒蘸水", "preference", 0.6, "2024-10-03", None),
  ("m09", "用户计划2026年春节回毕节过年，打算抢腊月二十六的高铁票", "plan", 0.7, "2025-12-01", None),
  ("m10", "用户打算2026年国庆把女儿接来杭州看西湖", "plan", 0.7, "2026-07-10", "2026-10-08T00:00:00+08:00"),
  ("m11", "用户的电动车一块电池只能跑六十公里左右，跑远单得中途换电", "fact", 0.4, "2025-03-14", None),
  ("m12", "用户想在2027年暑假把女儿接到杭州住一个月", "plan", 0.8, "2026-10-25", "2027-08-31T23:59:00+08:00"),
 ],
 probes=[
  ("para", "回老家要是抢不到动车票，改坐跑长途的客车行不行？", ["m07"], None, []),
  ("para", "想给家里小孩寄点过冬的衣服鞋子，寄过去大概要几天？", ["m02", "m01"], None, []),
  ("para", "这边馆子的口味我一直吃不习惯，附近有没有能吃到老家那种味道的店？", ["m08", "m06", "m01"], [["滨江", "城中村"]], []),
  ("para", "休息那天想骑车去远一点的地方逛逛，我那车撑得到吗？", ["m11", "m06"], [["滨江", "城中村"]], []),
  ("task", "帮我排一下明年过年回家的行程，怎么走最省钱又不遭罪，假也别请超了", ["m01", "m03", "m04", "m07"], [["腊月二十六"]], []),
  ("task", "明年夏天孩子过来那一个月，帮我想想她住哪、我休息时带她去哪玩", ["m12", "m06", "m02", "m03"], [["滨江", "城中村"]], []),
  ("direct", "我现在住的宿舍是在哪一片？", ["m06"], [["滨江", "城中村"]], []),
  ("abst", "讲个笑话给我听听，今天跑单太累了", [], None, []),
  ("abst", "西湖十景都是哪十个？", [], None, []),
  ("expiry", "孩子来杭州玩的事，定在什么时候比较合适？", ["m12", "m02"], [["国庆"]], []),
  ("bg", "想买副新的无线耳机路上听歌，之前那副出的岔子你还记得吧，这回挑个不容易出那种事的", [], None, ["用户的蓝牙耳机丢过一只", "用户用的手机是iPhone 15", "用户一直用安卓手机，换过三台小米"]),
 ]))

A.append(dict(
 key="a02", user_id="u_zhao_guilan", tenant_id="default",
 drop_topics={"pets relation", "car profile", "home profile"}, drop_words=MIGRANT_DROP + ["血压"], drop_active=False, pin={},
 force=[],
 memories=[
  ("m01", "用户是安徽阜阳人，2025年3月来北京做住家保姆", "fact", 0.8, "2025-03-05", None),
  ("m02", "用户在朝阳区望京一户人家带一个两岁的孩子，一个月只休两天", "fact", 0.8, "2025-03-20", None),
  ("m03", "用户2026年5月换了东家，现在在海淀区五道口附近做育儿嫂，每周日休息一天", "fact", 0.8, "2026-05-12", None),
  ("m04", "用户的儿子在合肥读大专，2027年夏天毕业", "fact", 0.7, "2025-09-01", None),
  ("m05", "用户有高血压，每天早上吃一片氨氯地平", "constraint", 0.9, "2025-04-10", None),
  ("m06", "用户2026年8月复查后医生给用户换了降压药，现在每天吃缬沙坦", "constraint", 0.9, "2026-08-22", None),
  ("m07", "用户认识的字不多，看手机导航很吃力，更喜欢有人带或者一趟直达的路线", "constraint", 0.7, "2025-06-01", None),
  ("m08", "用户的丈夫在阜阳老家种地，家里还养着几头猪", "fact", 0.5, "2025-03-08", None),
  ("m09", "用户舍不得花钱，出门吃住越便宜越好", "preference", 0.6, "2025-05-20", None),
  ("m10", "用户打算2025年国庆请东家放三天假回阜阳收玉米", "plan", 0.5, "2025-09-10", "2025-10-07T23:59:00+08:00"),
  ("m11", "用户想等儿子毕业后带他一起去天安门看升旗", "plan", 0.7, "2026-10-30", None),
  ("m12", "用户睡觉打呼噜很响，不好意思跟生人住一间屋", "preference", 0.5, "2025-07-02", None),
 ],
 probes=[
  ("para", "礼拜天那一天空闲，想出去转转，最远能去哪儿当天还回得来？", ["m03"], [["望京"]], []),
  ("para", "手机上那些地图软件我用着头疼，去个地方有没有更省心的办法？", ["m07"], None, []),
  ("para", "我想找个离干活那家近点、坐一趟车就能到的公园逛逛", ["m03", "m07"], [["望京"]], []),
  ("para", "这次出门住几晚，晚上睡哪种地方合适，又不想多花钱", ["m09", "m12"], None, []),
  ("task", "孩子毕业了想带他来北京玩几天，帮我安排一下，看升旗那天要怎么弄", ["m11", "m04", "m03", "m09", "m07"], [["望京"]], []),
  ("task", "过年想回老家一趟，从北京怎么回去最划算，路上要注意点啥", ["m01", "m09", "m07", "m06", "m03"], [["氨氯地平"], ["收玉米"], ["望京"]], []),
  ("direct", "我现在干活的这户人家在哪个区？", ["m03"], [["望京"]], []),
  ("abst", "北京冬天最冷能到零下多少度？", [], None, []),
  ("abst", "东家的老太太想去海南过冬，帮她查查哪个城市适合老人住", [], None, []),
  ("expiry", "出门玩两天，我每天吃的药要带哪种？", ["m06"], [["氨氯地平"]], []),
 ]))

A.append(dict(
 key="a03", user_id="u_sun_huiqin", tenant_id="default",
 drop_topics={"family relation"}, drop_words=OLD_DROP + ["胰岛素"], drop_active=True, pin={"housing": "own"},
 force=["用户喜欢听有声书，尤其是历史类的评书"],
 memories=[
  ("m01", "用户今年六十八岁，退休前在西安一所中学教了三十多年语文", "fact", 0.7, "2024-06-10", None),
  ("m02", "用户的老伴2023年冬天去世了，现在一个人住", "fact", 0.8, "2024-06-10", None),
  ("m03", "用户左膝做过半月板手术，上下台阶和爬山都很吃力", "constraint", 0.9, "2024-08-22", None),
  ("m04", "用户每天早晚各吃一次二甲双胍，饭后服用", "constraint", 0.8, "2024-09-15", None),
  ("m05", "用户2026年3月起改打胰岛素，每天睡前一针，药要冷藏", "constraint", 0.9, "2026-03-18", None),
  ("m06", "用户的女儿一家住在成都，外孙女今年上初一", "fact", 0.7, "2025-02-01", None),
  ("m07", "用户爱写旧体诗，出游喜欢去和古代诗人有关的地方", "preference", 0.7, "2024-10-11", None),
  ("m08", "用户和已故老伴早年约好要一起去看西湖，用户想自己去一趟了却心愿", "preference", 0.8, "2025-04-05", None),
  ("m09", "用户参加了老年大学的合唱班，每周二、周四下午上课", "fact", 0.5, "2025-09-05", None),
  ("m10", "用户计划2025年重阳节跟老年大学的同学去华山脚下玩一天", "plan", 0.5, "2025-09-20", "2025-10-30T23:59:00+08:00"),
  ("m11", "用户的退休金每月五千多，出游不想太铺张", "preference", 0.5, "2024-07-01", None),
  ("m12", "用户一个人出门时，女儿要求用户每天晚上报平安", "preference", 0.6, "2025-11-10", None),
 ],
 probes=[
  ("para", "想去看看杜甫待过的地方，你有什么推荐？", ["m07", "m06"], None, []),
  ("para", "景区里那种一级一级特别多的石阶，我现在还能去吗？", ["m03"], None, []),
  ("para", "我跟他当年说好要一块儿去的那个湖，现在想一个人去了", ["m08"], None, []),
  ("para", "我一个人在外面的时候，孩子交代我每天做的那件事，记得提醒我", ["m12"], None, []),
  ("task", "帮我安排去杭州五天的行程，我一个人去，别太累", ["m08", "m03", "m05", "m12", "m11"], [["二甲双胍"]], []),
  ("task", "寒假想去闺女那边住半个月，顺便带外孙女出去逛逛，帮我看看怎么安排", ["m06", "m03", "m05", "m09"], [["二甲双胍"]], []),
  ("direct", "我一周哪几天要去上合唱课？", ["m09"], None, []),
  ("abst", "李白的《静夜思》全文是什么？", [], None, []),
  ("abst", "隔壁张老师想去海南过冬，帮她挑个合适的城市", [], None, []),
  ("expiry", "我平时控制血糖用的东西，出门要带哪些？", ["m05"], [["二甲双胍"]], []),
  ("bg", "坐长途车太无聊，给我推荐点路上能听的，照我平时的喜好来", [], None,
   ["用户喜欢听有声书，尤其是历史类的评书", "用户爱听相声，尤其是郭德纲的", "用户喜欢听古典乐，尤其是肖邦",
    "用户最近迷上了听粤语老歌", "用户喜欢听爵士乐，做饭时常放", "用户喜欢听周杰伦的歌", "用户不太喜欢听说唱",
    "用户最近在单曲循环一首民谣"]),
 ]))

A.append(dict(
 key="a04", user_id="u_zhou_deming", tenant_id="default",
 drop_topics={"family relation", "home profile", "car profile", "pets relation", "games preference", "learning profile"},
 drop_words=OLD_DROP, drop_active=True, pin={},
 force=[],
 memories=[
  ("m01", "用户今年七十九岁，和老伴住在无锡梁溪区一个老小区的六楼，没有电梯", "fact", 0.6, "2024-07-01", None),
  ("m02", "用户和老伴2026年6月起在无锡太湖边一家养老院试住三个月", "fact", 0.8, "2026-06-03", None),
  ("m03", "用户2026年9月试住结束后决定和老伴正式入住这家养老院，原来的房子租出去了", "fact", 0.8, "2026-09-10", None),
  ("m04", "用户的老伴有阿尔茨海默病早期症状，容易迷路，离不开人", "constraint", 0.9, "2025-03-12", None),
  ("m05", "用户自己走路要拄拐杖，走不了五百米，出远门需要轮椅", "constraint", 0.9, "2025-05-20", None),
  ("m06", "养老院规定住户外出过夜要提前三天报备，并由家属签字", "constraint", 0.7, "2026-06-05", None),
  ("m07", "用户的儿子在新加坡工作，每年只回来一次", "fact", 0.6, "2024-08-10", None),
  ("m08", "用户的女儿在无锡本地当医生，外出一般由她开车陪同", "fact", 0.7, "2024-09-01", None),
  ("m09", "用户年轻时在江西插队，一直想回当年下乡的村子看看", "preference", 0.7, "2025-01-15", None),
  ("m10", "用户晚上起夜多，住酒店必须房间里有卫生间且离床近", "constraint", 0.6, "2025-06-08", None),
  ("m11", "用户计划2025年中秋全家去宜兴吃团圆饭", "plan", 0.5, "2025-08-20", "2025-10-07T23:59:00+08:00"),
  ("m12", "用户和老伴的结婚五十周年纪念日在2027年1月", "fact", 0.7, "2026-10-12", None),
 ],
 probes=[
  ("para", "老太婆在陌生地方会不会走丢，这个要怎么防？", ["m04"], None, []),
  ("para", "我这腿脚，去逛园林得准备点啥？", ["m05"], None, []),
  ("para", "订房的时候，我夜里那个毛病要不要先跟店家说？", ["m10"], None, []),
  ("para", "想在外面住一晚，院里那边的手续怎么弄？", ["m06", "m03"], None, []),
  ("task", "金婚那天想带老伴出去住两晚庆祝一下，帮我们安排安排", ["m12", "m04", "m05", "m06", "m10"], None, []),
  ("task", "想回当年下乡的地方看看，这把年纪了怎么去比较稳妥", ["m09", "m05", "m04", "m08", "m06"], None, []),
  ("direct", "我们现在住的养老院在哪？", ["m03", "m02"], [["六楼", "没有电梯"]], []),
  ("abst", "太湖的水是从哪些河流汇进来的？", [], None, []),
  ("expiry", "我们现在住的地方出门方便吗？上下楼这些", ["m03", "m05"], [["六楼", "没有电梯"]], []),
 ]))

A.append(dict(
 key="a05", user_id="u_gao_tieshan", tenant_id="default",
 drop_topics={"family relation"}, drop_words=OLD_DROP + ["血压", "羊", "十二点睡", "睡懒觉"], drop_active=False, pin={},
 force=["用户喜欢研究各种茶叶，最爱喝岩茶"],
 memories=[
  ("m01", "用户是退伍老兵，当年在新疆喀什服役十二年，2019年从济南的工厂退休", "fact", 0.7, "2024-06-20", None),
  ("m02", "用户一直想回喀什的老部队看看，见见当年的战友", "preference", 0.8, "2024-07-15", None),
  ("m03", "用户有退役军人优待证，很多景区可以免票或半价", "fact", 0.6, "2024-10-01", None),
  ("m04", "用户血压偏高，医生交代不能去海拔三千米以上的地方", "constraint", 0.9, "2025-01-10", None),
  ("m05", "用户习惯早睡早起，每天五点起床，晚上九点就睡", "preference", 0.5, "2024-08-03", None),
  ("m06", "用户坐飞机耳朵会疼得厉害，长途更愿意坐卧铺火车", "preference", 0.7, "2024-11-11", None),
  ("m07", "用户2026年4月做了耳咽管手术，现在坐飞机没问题了，为了省时间愿意坐飞机", "preference", 0.7, "2026-04-28", None),
  ("m08", "用户的老伴喜欢跳广场舞，出门旅行一般两口子一起", "fact", 0.6, "2024-06-25", None),
  ("m09", "用户的战友群约好2025年8月1日在石家庄聚会", "plan", 0.6, "2025-06-10", "2025-08-02T00:00:00+08:00"),
  ("m10", "用户不吃羊肉，闻到膻味就反胃", "preference", 0.7, "2024-09-02", None),
  ("m11", "用户计划2027年春天和老伴去一趟喀什，时间定在四月杏花开的时候", "plan", 0.8, "2026-11-02", "2027-04-30T23:59:00+08:00"),
  ("m12", "用户腰椎间盘突出，坐车超过三小时就得下来活动", "constraint", 0.7, "2025-05-05", None),
 ],
 probes=[
  ("para", "新疆菜里我能放心点哪些？", ["m10"], None, []),
  ("para", "去拉萨看看布达拉宫怎么样？", ["m04"], None, []),
  ("para", "买门票的时候我那个本本能用上吗？", ["m03"], None, []),
  ("task", "明年去看老部队那趟，帮我做个行程，怎么去、在那边待几天", ["m11", "m02", "m07", "m12", "m10"], [["卧铺", "耳朵会疼"]],
   ["用户有轻微的颈椎问题，是久坐导致的"]),
  ("task", "带老伴去泰山周边玩三天，帮我排一排", ["m08", "m03", "m05", "m12"], None, []),
  ("direct", "我现在坐飞机还有问题吗？", ["m07"], [["卧铺", "耳朵会疼"]], []),
  ("abst", "八一建军节是哪一年定下来的？", [], None, []),
  ("abst", "我外甥想去云南毕业旅行，帮他列个预算", [], None, []),
  ("expiry", "从济南去乌鲁木齐，怎么走合适？", ["m07"], [["卧铺", "耳朵会疼"]], []),
  ("bg", "要是顺路去武夷山，有什么值得专门带点回来的？照我自己的爱好说", [], None, ["用户喜欢研究各种茶叶，最爱喝岩茶"]),
 ]))

A.append(dict(
 key="a06", user_id="u_luo_xiao", tenant_id="default",
 drop_topics={"pets relation"}, drop_words=["父亲", "母亲", "父母", "跑调", "吉他", "辣"], drop_active=False, pin={},
 force=[],
 memories=[
  ("m01", "用户在长沙解放西的一家酒吧驻唱弹吉他，每晚九点唱到凌晨两点", "fact", 0.8, "2024-06-08", None),
  ("m02", "用户2026年7月起换到五一广场附近一家livehouse演出，只演周五和周六晚上", "fact", 0.8, "2026-07-05", None),
  ("m03", "用户一般下午一点才起床，上午的行程基本安排不了", "preference", 0.7, "2024-07-01", None),
  ("m04", "用户出门必带自己的吉他，坐飞机一定要选能随身带琴的航班，不然就坐高铁", "constraint", 0.8, "2024-09-10", None),
  ("m05", "用户对猫毛过敏，住民宿要避开养猫的", "constraint", 0.8, "2024-10-22", None),
  ("m06", "用户想去大理这种街头音乐人多的地方采风", "preference", 0.6, "2025-02-14", None),
  ("m07", "用户收入不稳定，一趟旅行最多花三千", "preference", 0.6, "2025-04-01", None),
  ("m08", "用户的女朋友是幼儿园老师，只有寒暑假能一起长途出行", "fact", 0.7, "2025-05-20", None),
  ("m09", "用户买了2025年国庆期间苏州太湖迷笛音乐节的票", "plan", 0.5, "2025-08-01", None),
  ("m10", "用户演出前一天不能吃辣，不然嗓子会哑", "preference", 0.6, "2025-06-11", None),
  ("m11", "用户是湖南邵阳人，爸妈在邵阳开米粉店", "fact", 0.5, "2024-06-10", None),
  ("m12", "用户想2027年寒假和女朋友去云南待十天", "plan", 0.7, "2026-11-05", "2027-02-28T23:59:00+08:00"),
 ],
 probes=[
  ("para", "住那种房东家里有小动物的房子，我会不会有问题？", ["m05"], None, []),
  ("para", "早上八点起飞的航班，我是不是根本爬不起来？", ["m03"], None, []),
  ("para", "我那把宝贝乐器出远门怎么带最放心？", ["m04"], None, []),
  ("para", "想跟她一块儿出去玩，一般什么时候她才有空？", ["m08"], None, []),
  ("task", "寒假云南那趟，帮我排个十天的路线", ["m12", "m06", "m07", "m04", "m05"], None, ["用户还没考驾照"]),
  ("task", "想回趟老家看爸妈，但不能耽误演出，帮我看看怎么安排", ["m11", "m02", "m03"], [["解放西", "每晚九点"]], []),
  ("direct", "我现在在哪家场子演出，一周演哪几天？", ["m02"], [["解放西", "每晚九点"]], []),
  ("abst", "吉他六根弦的标准调音是什么？", [], None, []),
  ("abst", "帮我朋友看看长沙到张家界怎么走", [], None, []),
  ("expiry", "周三晚上朋友约我去橘子洲看烟花，我那天晚上有没有活儿？", ["m02"], [["解放西", "每晚九点"]], []),
 ]))

A.append(dict(
 key="a07", user_id="u_linjing", tenant_id="tenant_health",
 drop_topics=set(), drop_words=["父亲", "母亲", "父母", "在医院", "辣", "冰"], drop_active=False, pin={"phone": "ios"},
 force=["用户用的手机是iPhone 15"],
 memories=[
  ("m01", "用户是南昌一家三甲医院的急诊科护士，上夜班，一般晚八点到早八点", "fact", 0.8, "2024-06-05", None),
  ("m02", "用户2026年6月调到医院体检中心，改成白班，周末双休", "fact", 0.8, "2026-06-20", None),
  ("m03", "用户长期睡眠不好，要戴眼罩和耳塞才能睡着，住酒店要安静的房间", "preference", 0.7, "2024-08-11", None),
  ("m04", "用户对青霉素过敏", "constraint", 0.9, "2024-06-05", None),
  ("m05", "用户有胃溃疡，不能吃太辣太冰的", "constraint", 0.8, "2025-01-20", None),
  ("m06", "用户每年有十天年假，必须提前一个月申请", "constraint", 0.7, "2025-03-02", None),
  ("m07", "用户喜欢海，最想去学潜水考个OW证", "preference", 0.7, "2025-04-18", None),
  ("m08", "用户的妈妈住在九江，身体不好，用户每个月都要回去一趟", "fact", 0.7, "2024-09-15", None),
  ("m09", "用户计划12月跟同事去三亚玩几天", "plan", 0.6, "2025-10-02", None),
  ("m10", "用户攒了一万五的旅行基金", "fact", 0.6, "2026-08-01", None),
  ("m11", "用户晕船，坐小船要提前吃晕船药", "constraint", 0.7, "2025-05-05", None),
 ],
 probes=[
  ("para", "出门万一发烧要去当地诊所打针，我得跟医生交代什么？", ["m04"], None, []),
  ("para", "当地那些红彤彤的特色小吃我能碰吗？", ["m05"], None, []),
  ("para", "每月回去看老人那趟，能不能顺便上庐山玩一下？", ["m08"], None, []),
  ("task", "想找个海岛把潜水证考了，帮我规划一下时间和预算", ["m07", "m06", "m10", "m11", "m02"], [["夜班", "急诊"]],
   ["用户报了一个成人游泳班", "用户近视四百度，平时戴眼镜"]),
  ("task", "春节前后想出去玩一个星期，帮我挑个地方排个行程", ["m06", "m10", "m05", "m03", "m02"], [["夜班", "急诊"]], []),
  ("direct", "我现在上的是什么班？", ["m02"], [["夜班", "急诊", "晚八点"]], []),
  ("abst", "护士执业证书多少年要延续注册一次？", [], None, []),
  ("abst", "帮我朋友查一下从南昌去厦门的高铁", [], None, []),
  ("expiry", "这个周末能不能出去玩两天？我的班排得开吗", ["m02"], [["夜班", "急诊", "晚八点"]], []),
  ("bg", "出国前想确认一下我这部手机支不支持eSIM", [], None, ["用户用的手机是iPhone 15"]),
 ]))

A.append(dict(
 key="a08", user_id="u_he_yu", tenant_id="default",
 drop_topics=set(), drop_words=["腱鞘炎", "早上", "七点", "十二点睡", "起床第一件事"], drop_active=False, pin={},
 force=[],
 memories=[
  ("m01", "用户在重庆做全职游戏主播，每天晚上八点播到凌晨一点", "fact", 0.8, "2024-09-01", None),
  ("m02", "用户断播超过三天粉丝就掉得厉害，出门也要找能开播的地方", "constraint", 0.8, "2024-09-20", None),
  ("m03", "用户出门要带直播设备，住的地方上传网速至少要五十兆", "constraint", 0.7, "2025-01-05", None),
  ("m04", "用户有腱鞘炎，手腕不能提重东西", "constraint", 0.6, "2025-03-10", None),
  ("m05", "用户原来的公会要求每月直播满一百二十小时", "constraint", 0.6, "2024-10-08", None),
  ("m06", "用户2026年5月换了公会，新合同要求每月直播满一百六十小时", "constraint", 0.7, "2026-05-15", None),
  ("m07", "用户喜欢漫展和电竞比赛，想去上海现场看一次总决赛", "preference", 0.6, "2025-04-02", None),
  ("m08", "用户作息昼夜颠倒，一般中午才起", "preference", 0.6, "2024-09-01", None),
  ("m09", "用户是四川南充人，父母都在南充", "fact", 0.5, "2024-09-01", None),
  ("m10", "用户计划12月去广州参加萤火虫漫展", "plan", 0.5, "2025-10-20", None),
  ("m11", "用户怕热，夏天出门只去有空调的地方，不愿意在户外排队", "preference", 0.6, "2025-07-15", None),
 ],
 probes=[
  ("para", "要是出去玩几天，我那边的人气会不会掉？", ["m02"], None, []),
  ("para", "订房之前我得先问清楚房东哪些事？", ["m03"], None, []),
  ("para", "行李箱我自己拎上拎下没关系吧？", ["m04"], None, []),
  ("task", "想去现场看电竞总决赛，帮我安排三天，还不能耽误工作", ["m07", "m02", "m03", "m06", "m08"], [["一百二十小时"]], []),
  ("task", "下个月回老家看爸妈住一周，怎么安排才不耽误开播", ["m09", "m02", "m03", "m01", "m06"], [["一百二十小时"]], []),
  ("direct", "我新签的公会每个月要求播多少小时？", ["m06"], [["一百二十小时"]], []),
  ("abst", "《原神》是哪家公司做的？", [], None, []),
 ]))

A.append(dict(
 key="a09", user_id="u_chen_shuo", tenant_id="default",
 drop_topics=set(), drop_words=["牛"], drop_active=False, pin={"car": "ev"},
 force=["用户开的是一辆纯电车，在小区装了充电桩", "用户觉得电车冬天续航掉得厉害"],
 memories=[
  ("m01", "用户是福州的婚礼摄影师，周末基本都在跑婚礼", "fact", 0.8, "2024-06-15", None),
  ("m02", "用户每年五月、十月是婚礼旺季，那两个月不安排任何私人出行", "constraint", 0.8, "2024-06-15", None),
  ("m03", "用户的相机器材加起来有二十多斤，坐飞机必须随身带镜头", "constraint", 0.7, "2024-08-01", None),
  ("m05", "用户在一家婚纱工作室当签约摄影师，拿底薪加提成", "fact", 0.6, "2024-06-15", None),
  ("m04", "用户2025年9月离开了原来的婚纱工作室，现在自己单干接单", "fact", 0.7, "2025-09-10", None),
  ("m06", "用户想去拍冰岛极光，已经为此存了三年钱", "preference", 0.7, "2024-11-11", None),
  ("m07", "用户的护照2026年2月过期了，还没去换", "fact", 0.7, "2026-03-01", None),
  ("m08", "用户2026年10月已经办好了新护照", "fact", 0.7, "2026-10-15", None),
  ("m09", "用户家里信佛，不吃牛肉", "preference", 0.7, "2024-07-07", None),
  ("m10", "用户计划2026年元旦去云南元阳拍梯田日出", "plan", 0.6, "2025-11-20", "2026-01-04T23:59:00+08:00"),
  ("m11", "用户接了一单2027年1月16日在三亚的海岛婚礼跟拍", "plan", 0.8, "2026-11-01", "2027-01-17T23:59:00+08:00"),
  ("m12", "用户的合作化妆师是用户的表妹，两人经常一起出差", "fact", 0.5, "2025-02-02", None),
 ],
 probes=[
  ("para", "什么时候安排自己出去玩，才不会跟生意撞车？", ["m02", "m01"], None, []),
  ("para", "去外地吃饭，点菜时有什么我得先跟店家打招呼的？", ["m09"], None, []),
  ("para", "那堆吃饭的家伙上飞机怎么带最稳妥？", ["m03"], None, []),
  ("task", "想去北欧看极光，帮我看看什么时候去合适、要准备些什么", ["m06", "m02", "m08", "m03"], [["还没去换"]], []),
  ("task", "三亚那单婚礼前后想顺便在当地玩两天，帮我怎么安排", ["m11", "m03", "m12", "m09"], None, []),
  ("direct", "我现在还在婚纱工作室上班吗？", ["m04"], [["签约摄影师", "底薪"]], []),
  ("abst", "单反和微单到底有什么区别？", [], None, []),
  ("abst", "有对客户想去日本度蜜月，帮他们推荐几个城市", [], None, []),
  ("expiry", "出国要用的证件，我手上的现在还能用吗？", ["m08"], [["还没去换"]], []),
  ("bg", "冬天开自己的车跑长途去外地拍片，路上要注意些什么？", [], None,
   ["用户开的是一辆纯电车，在小区装了充电桩", "用户觉得电车冬天续航掉得厉害"]),
 ]))

A.append(dict(
 key="a10", user_id="u_song_mei", tenant_id="default",
 drop_topics=set(), drop_words=["七点半起", "睡懒觉", "十二点睡", "芒果"], drop_active=False, pin={"car": "none"},
 force=[],
 memories=[
  ("m01", "用户在青岛开了一家小面包店，每天凌晨四点起来发面", "fact", 0.8, "2024-06-10", None),
  ("m02", "用户店里只有一个帮工，用户出门最多只能离开三天", "constraint", 0.8, "2024-07-01", None),
  ("m03", "用户2026年4月又招了一个烘焙师，现在能放心离开店里一周", "constraint", 0.8, "2026-04-12", None),
  ("m04", "用户对芒果过敏，吃了会起疹子", "constraint", 0.9, "2024-08-15", None),
  ("m05", "用户想去法国学做可颂，看看真正的法式面包房", "preference", 0.7, "2025-01-01", None),
  ("m06", "用户揉面多年落下腰肌劳损，不能睡太软的床", "constraint", 0.7, "2025-03-03", None),
  ("m07", "用户一个人带女儿，女儿今年十岁", "fact", 0.7, "2024-06-10", None),
  ("m08", "用户喜欢逛当地的菜市场和老字号点心铺找灵感", "preference", 0.6, "2025-05-05", None),
  ("m09", "用户计划国庆店里歇业三天，带女儿去威海", "plan", 0.5, "2026-08-20", None),
  ("m10", "用户的店每周一休息", "fact", 0.6, "2024-06-12", None),
  ("m11", "用户不会开车", "fact", 0.5, "2024-06-20", None),
 ],
 probes=[
  ("para", "去热带地方吃水果，有什么我要当心的吗？", ["m04"], None, []),
  ("para", "订民宿的时候，我那个老毛病需要跟房东交代点什么？", ["m06"], None, []),
  ("para", "哪天关门比较方便我出去玩一天？", ["m10"], None, []),
  ("para", "到了一个新城市，帮我找找我最爱逛的那种地方", ["m08"], None, []),
  ("task", "想去巴黎学做可颂顺便旅行，帮我排一下", ["m05", "m03", "m07", "m04", "m08"], [["最多只能离开三天"]], []),
  ("task", "寒假想带女儿去南方暖和的地方玩，帮我安排一下", ["m07", "m03", "m04", "m11", "m06"], [["最多只能离开三天"]],
   ["用户还没考驾照", "用户一直没买车，觉得养车太贵"]),
  ("abst", "法棍为什么那么硬？", [], None, []),
  ("expiry", "按现在店里的人手，我最长能出去多久？", ["m03"], [["最多只能离开三天"]], []),
 ]))

A.append(dict(
 key="a11", user_id="u_linjing", tenant_id="tenant_metro",
 drop_topics={"car profile"}, drop_words=["螺蛳粉"], drop_active=False, pin={"pet": "cat", "parents": "retired"},
 force=["用户养了一只橘猫，叫年糕", "用户给猫买了一个自动喂食器"],
 memories=[
  ("m01", "用户是深圳地铁5号线的司机，四班三倒", "fact", 0.8, "2024-07-10", None),
  ("m02", "用户每次连休只有两天，请长假要提前两个月报", "constraint", 0.8, "2024-07-10", None),
  ("m03", "用户是广西柳州人，每年至少回老家两次", "fact", 0.6, "2024-08-20", None),
  ("m04", "用户有轻度颈椎病，坐车超过四小时脖子会痛，要带U型枕", "constraint", 0.6, "2025-02-11", None),
  ("m05", "用户的儿子五岁，是个铁路迷，特别喜欢看火车", "fact", 0.7, "2025-03-01", None),
  ("m06", "用户的老婆在怀二胎，预产期是2026年3月", "fact", 0.8, "2025-08-15", None),
  ("m07", "用户的老婆2026年3月生了二女儿，家里现在有个小婴儿", "fact", 0.8, "2026-03-20", None),
  ("m08", "用户2026年1月把车卖了，现在家里没有车", "fact", 0.6, "2026-01-10", None),
  ("m09", "用户计划2025年国庆带儿子去坐一次复兴号", "plan", 0.5, "2025-08-30", None),
  ("m10", "用户爱吃螺蛳粉，到外地总要找当地的粉店", "preference", 0.5, "2024-09-03", None),
  ("m11", "用户打算2027年元旦假期带全家回柳州", "plan", 0.7, "2026-11-08", "2027-01-04T23:59:00+08:00"),
 ],
 probes=[
  ("para", "小家伙最爱看那种长长的、轰隆隆开过去的东西，哪里能让他看个够？", ["m05"], None, []),
  ("para", "坐五六个小时大巴，我这身子骨吃得消吗？", ["m04"], None, ["用户有轻微的颈椎问题，是久坐导致的"]),
  ("para", "到了外地想吃口老家那边的东西", ["m10", "m03"], None, []),
  ("task", "元旦回老家那趟，帮我排一下怎么走，带着小的要注意些什么", ["m11", "m03", "m07", "m05"], [["怀二胎", "预产期"]],
   ["用户养了一只橘猫，叫年糕", "用户给猫买了一个自动喂食器", "用户有轻微的颈椎问题，是久坐导致的"]),
  ("task", "想趁两天调休带大儿子出去短途玩一趟", ["m02", "m05", "m08", "m04"], None, []),
  ("abst", "深圳地铁现在一共开通了多少条线？", [], None, []),
  ("abst", "我表哥想去越南自由行，签证怎么弄？", [], None, []),
  ("expiry", "一家子出门，订酒店要订几张床？", ["m07", "m05"], [["怀二胎", "预产期"]], []),
  ("bg", "出门五天，家里那只小家伙怎么安排？", [], None, ["用户养了一只橘猫，叫年糕", "用户给猫买了一个自动喂食器"]),
 ]))

A.append(dict(
 key="a12", user_id="u_ashi_ayi", tenant_id="default",
 drop_topics={"pets relation", "car profile", "home profile", "family relation", "finance profile", "trips event"},
 drop_words=MIGRANT_DROP + ["海鲜", "信用卡"], drop_active=False, pin={},
 force=[],
 memories=[
  ("m01", "用户是四川凉山的彝族姑娘，2026年3月来东莞一家电子厂打工", "fact", 0.8, "2026-03-10", None),
  ("m02", "用户在流水线上两班倒，每个月只休四天", "constraint", 0.7, "2026-03-15", None),
  ("m03", "用户这是第一次出远门，还从没坐过飞机", "fact", 0.6, "2026-03-10", None),
  ("m04", "用户最想在火把节的时候回家，火把节在农历六月二十四", "preference", 0.8, "2026-04-20", None),
  ("m05", "用户普通话说得不太好，跟陌生人问路会紧张", "constraint", 0.6, "2026-04-02", None),
  ("m06", "用户每月工资寄一半回家，给弟弟妹妹交学费", "fact", 0.6, "2026-04-30", None),
  ("m07", "用户想趁休息日去深圳看看海", "preference", 0.6, "2026-05-05", None),
  ("m08", "用户住在厂里的八人间宿舍", "fact", 0.5, "2026-03-12", None),
  ("m09", "用户喜欢唱歌跳舞，周末常去工业区广场跳舞", "preference", 0.5, "2026-06-01", None),
  ("m10", "用户想在2027年春节带妈妈出来看看广州", "plan", 0.7, "2026-10-20", None),
  ("m11", "用户吃不了海鲜，一吃就拉肚子", "constraint", 0.8, "2026-05-20", None),
 ],
 probes=[
  ("para", "第一次搭那种在天上飞的，有啥要注意的？", ["m03"], None, []),
  ("para", "去外面玩，遇到不懂的又不好意思开口问人，怎么办？", ["m05"], None, []),
  ("para", "去海边那种大排档，我能吃点啥？", ["m11"], None, []),
  ("task", "过年想接妈妈来这边玩几天，帮我安排一下", ["m10", "m11", "m02", "m05", "m06"], None, []),
  ("task", "休息那天想去看海，当天来回怎么安排", ["m07", "m02", "m11", "m05"], None, []),
  ("direct", "我们厂一个月休几天来着？", ["m02"], None, []),
  ("abst", "火车票学生优惠怎么买？", [], None, []),
 ]))

KIND_ORDER = ["para", "task", "direct", "abst", "expiry", "bg"]
EXPECTED = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}

# ---------------------------------------------------------------- build
def acct_text(acc):
    parts = [m[1] for m in acc["memories"]]
    parts += [p[1] for p in acc["probes"] if p[0] != "abst"]
    return "".join(parts)

def forbid_words(acc):
    out = []
    for p in acc["probes"]:
        for fact in (p[3] or []):
            out += fact
    return out

def sample_bg(acc, rng):
    text = acct_text(acc)
    places = [w for w in background_pool.PLACE_WORDS if w in text]
    fw = forbid_words(acc)
    # choose one cluster per family (pinned or random)
    fams = {}
    for topic, mtype, tags, line in POOL_ITEMS:
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                fams.setdefault(f, [])
                if c not in fams[f]:
                    fams[f].append(c)
    chosen = {f: acc["pin"].get(f) or rng.choice(cs) for f, cs in sorted(fams.items())}
    forced = set(acc["force"])
    cands, force_items = [], []
    for topic, mtype, tags, line in POOL_ITEMS:
        item = (topic, mtype, line)
        if line in forced:
            force_items.append(item)
            continue
        if topic in GLOBAL_DROP_TOPICS or topic in acc["drop_topics"]:
            continue
        if topic == NO_PET_ACCOUNTS_DROP and acc["pin"].get("pet") is None:
            continue
        if acc["drop_active"] and "active" in tags:
            continue
        bad = False
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                if chosen[f] != c:
                    bad = True
        if bad:
            continue
        if any(w in line for w in GLOBAL_DROP_WORDS + acc["drop_words"] + places + fw):
            continue
        cands.append(item)
    assert len(force_items) == len(forced), (acc["key"], forced)
    picked = rng.sample(cands, N_BG - len(force_items)) + force_items
    picked.sort(key=lambda it: POOL_ITEMS.index(next(x for x in POOL_ITEMS if x[3] == it[2])))
    return picked

def ts(date, hour):
    return "%sT%02d:%02d:00+08:00" % (date, hour, (hour * 7) % 60)

def build():
    rng = random.Random(SEED)
    counters = {k: 0 for k in KIND_ORDER}
    users, bgdump = [], []
    base = datetime.date(2026, 11, 18)
    for ai, acc in enumerate(A):
        mems, idmap = [], {}
        last = "0000"
        for i, (k, content, mtype, imp, date, vu) in enumerate(acc["memories"]):
            mid = "%s%s" % (acc["key"], k)
            idmap[k] = mid
            m = {"id": mid, "content": content, "type": mtype, "importance": imp,
                 "created_at": ts(date, 8 + (i * 5) % 13)}
            if vu:
                m["valid_until"] = vu
            assert "2024-06" <= date <= "2026-11-15", (mid, date)
            last = max(last, date)
            mems.append(m)
        bg = sample_bg(acc, rng)
        bgdump.append((acc, bg))
        bg_ids = {}
        bg_dates = sorted(rng.sample(range(0, 880), len(bg)))
        for j, (topic, mtype, line) in enumerate(bg):
            mid = "%sb%03d" % (acc["key"], j + 1)
            bg_ids[line] = mid
            d = datetime.date(2024, 6, 1) + datetime.timedelta(days=bg_dates[j])
            mems.append({"id": mid, "content": line, "type": mtype,
                         "importance": round(0.3 + 0.05 * rng.randint(0, 8), 2),
                         "created_at": ts(d.isoformat(), 9 + j % 12)})
        all_text = {m["id"]: m["content"] for m in mems}
        probes = []
        for pi, (kind, query, rel, forbid, bgrel) in enumerate(acc["probes"]):
            counters[kind] += 1
            relevant = [idmap[r] for r in rel] + [bg_ids[s] for s in bgrel if s in bg_ids]
            for s in bgrel:
                assert s in POOL_TEXTS, s
            if kind == "abst":
                assert relevant == []
            else:
                assert relevant, (acc["key"], query)
            if kind == "bg":
                assert not rel and relevant
            if kind == "task":
                assert 3 <= len(rel) <= 5, query
            at_day = base + datetime.timedelta(days=(ai * 3 + pi * 4) % 38)
            p = {"id": "h19-%s-%03d" % (kind, counters[kind]),
                 "at": "%sT%02d:%02d:00+08:00" % (at_day.isoformat(), 9 + (pi * 3 + ai) % 13, (pi * 11) % 60),
                 "query": query, "relevant": relevant}
            if forbid:
                p["forbid"] = forbid
                for fact in forbid:
                    for w in fact:
                        hits = [mid for mid, c in all_text.items() if w in c]
                        assert hits, (w, "forbid word matches nothing")
                        assert not set(hits) & set(relevant), (w, hits)
            probes.append(p)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": probes})
    assert counters == EXPECTED, counters
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout19", "users": users}
    return data, bgdump

def render(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

def main(argv):
    data, bgdump = build()
    text = render(data)
    if "--check" in argv:
        with open(OUT, encoding="utf-8") as f:
            ok = f.read() == text
        print("check: " + ("OK" if ok else "MISMATCH"))
        return 0 if ok else 1
    if "--report" in argv:
        tot = {}
        for u in data["users"]:
            kinds = {}
            for p in u["probes"]:
                k = p["id"].split("-")[1]
                kinds[k] = kinds.get(k, 0) + 1
                tot[k] = tot.get(k, 0) + 1
            print("%-16s %-14s memories=%d probes=%d %s" % (u["user_id"], u["tenant_id"], len(u["memories"]),
                  len(u["probes"]), " ".join("%s=%d" % (k, kinds[k]) for k in KIND_ORDER if k in kinds)))
        print("total probes:", sum(tot.values()), " ".join("%s=%d" % (k, tot.get(k, 0)) for k in KIND_ORDER))
        print("accounts:", len(data["users"]), "memories:", sum(len(u["memories"]) for u in data["users"]))
        return 0
    if "--dump-bg" in argv:
        for acc, bg in bgdump:
            print("=== %s %s/%s" % (acc["key"], acc["user_id"], acc["tenant_id"]))
            for j, (topic, mtype, line) in enumerate(bg):
                print("  %sb%03d %s" % (acc["key"], j + 1, line))
        return 0
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote", OUT)
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
