"""Build the blind Chinese retrieval hold-out set zh_retrieval_holdout20.json.

Format: memory-eval/v1, track R only (users with memories and probes).

Usage
  python build_holdout20.py           write zh_retrieval_holdout20.json next to this file
  python build_holdout20.py --check   validate the file on disk and compare it
                                      byte for byte with a fresh in-memory build

Theme
  Travel shaped by (a) weddings, funerals, reunions, birthdays and other family
  occasions, (b) border regions, ethnic-minority homelands and remote islands
  (Xibe in Ili, Hui in Xiji, Tibetan Litang, Uyghur/Han family in Urumqi,
  Korean-Chinese wedding in Yanji, Yi homeland in Liangshan, Miao village in
  Huayuan, Mongolian herders in Hulunbuir, Tajik Taxkorgan, Nanri island,
  Changdao, Shengsi, Weizhou, Nan'ao, Xisha), (c) on-call and irregular jobs
  (IT on-call engineers, firefighter, pilot, flight attendant, ship officer,
  emergency doctor, anaesthetist, delivery rider). Everything is invented.

Probe kinds
  | kind   | count | relevant                                               |
  |--------|-------|--------------------------------------------------------|
  | para   |  42   | 1-2 core memories, query paraphrased (low char overlap) |
  | task   |  24   | 3-5 core memories a careful travel planner would need  |
  | direct |  10   | the fact asked plainly                                 |
  | abst   |  20   | [] (general knowledge, others' trips, utility)          |
  | expiry |  10   | current facts; forbid = keywords of the old/ended one  |
  | bg     |   6   | only sampled background statements                     |
  | total  | 112   |                                                        |

Blindness record (every path under /work touched by the author, and how)
  - /work/shared/eval/FORMAT.md: read in full with `cat`.
  - /work/main/bench/data/src/background_pool.py: read with `wc -l`,
    `head -c 6000` and `sed -n 100,567p` (together the whole file); imported
    by this script (POOL, PLACE_WORDS) with sys.dont_write_bytecode set first.
  - /work/main/bench/data/holdout20/: created with `mkdir -p`, listed with
    `ls -la` (empty at first, later only these two files); this script was
    written with the editor tool and patched with small python heredocs
    (string replacements in this file only); zh_retrieval_holdout20.json is
    written by this script. For a --check self-test the JSON was copied to
    /tmp, a byte appended, --check run (failed as expected), and the copy
    restored.
  - /work/main/.venv/bin/python: used only to run this script (build,
    --check, a private --debug listing of this set's own probes/overlaps),
    and heredocs that imported this script via importlib to print the
    background statements it samples per account (for a contradiction
    review), plus the patch heredocs above. Scratch output went to /tmp.
  Nothing else under /work was opened, listed, grepped or run: no git, no
  engine code, no other data or hold-out folder, no find/tree/grep -r.
  No slips to report.
"""
import sys; sys.dont_write_bytecode = True  # noqa: E702
import datetime  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
import background_pool  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout20.json")
NAME = "zh_retrieval_holdout20"
TZ = "+08:00"
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
CORE_TYPES = ("fact", "preference")
BG_MIN, BG_MAX = 136, 144
BG_START = datetime.datetime(2025, 1, 1, 8, 0)
BG_END = datetime.datetime(2026, 9, 10, 8, 0)
PROBE_START = "2026-09-12T00:00:00+08:00"
PROBE_END = "2027-02-28T23:59:59+08:00"
PARA_MAX_OVERLAP = 0.34   # share of the query's CJK bigrams found in a relevant memory

# Region of every place word the pool may name; a pool statement is dropped for
# an account when its place word, or the region of that word, belongs to the
# account (so no "went to X" line sits next to a trip in the same region).
REGION = {
    "厦门": "福建", "鼓浪屿": "福建", "青岛": "山东", "婺源": "江西", "哈尔滨": "东北",
    "桂林": "广西", "曼谷": "泰国", "泰国": "泰国", "上海": "上海", "迪士尼": "上海",
    "乌镇": "浙江", "大阪": "日本", "日本": "日本", "西藏": "西藏", "苏州": "江苏",
    "广州": "广东", "新加坡": "新加坡", "长白山": "东北", "敦煌": "甘肃", "黄山": "安徽",
    "川西": "四川", "香港": "香港", "首尔": "韩国", "海口": "海南", "内蒙古": "内蒙古",
    "青海": "青海", "洛阳": "河南", "景德镇": "江西", "武汉": "湖北", "重庆": "重庆",
    "西双版纳": "云南", "天津": "天津", "丽江": "云南", "深圳": "广东", "北京": "北京",
    "清迈": "泰国", "成都": "四川", "杭州": "浙江", "南京": "江苏", "三亚": "海南",
}

GLOBAL_BLOCK = ["婚礼", "结婚", "份子钱"]          # family occasions are this set's theme
OFFICE_BLOCK = ["出差", "最忙"]                      # schedule lines an on-call planner would need
NONOFFICE_BLOCK = ["公司", "工位", "年终", "周报", "打卡", "例会", "报销"]
NONOFFICE_TOPICS = ["work", "commute"]


def M(cid, mtype, imp, created, content, valid_until=None):
    return {"cid": cid, "type": mtype, "importance": imp, "created": created,
            "content": content, "valid_until": valid_until}


def P(kind, at, query, relevant, forbid=()):
    return {"kind": kind, "at": at, "query": query, "relevant": list(relevant),
            "forbid": [list(g) for g in forbid]}


ACCOUNTS = [
    # 1 ---------------------------------------------------------------- IT on-call, Xibe in-laws in Ili
    {
        "prefix": "gw", "tenant": "t_qiye", "user": "u_guwei_0731",
        "core": [
            M("c01", "fact", 0.8, "2025-03-18T21:14:00", "用户在一家做支付的公司当运维工程师，值班是三周一轮，轮到的那一周要7×24小时待命"),
            M("c02", "fact", 0.9, "2025-04-02T12:40:00", "用户的老婆是锡伯族，娘家在新疆伊犁的察布查尔县"),
            M("c03", "fact", 0.9, "2026-08-21T22:05:00", "用户小舅子的婚礼定在2026年11月14日，在察布查尔办，用户准备带老婆孩子一起回去", "2026-11-16T23:59:59"),
            M("c04", "fact", 0.6, "2025-06-11T19:22:00", "用户有点恐高，玻璃栈道、悬崖边的观景台一概不去，坐飞机倒是没问题"),
            M("c05", "fact", 0.8, "2025-07-03T08:50:00", "用户的儿子是2025年6月出生的"),
            M("c06", "fact", 0.8, "2025-05-20T10:31:00", "用户公司请年假要提前两周在OA上提交，轮到值班的那一周不批假"),
            M("c07", "fact", 0.9, "2026-07-09T23:41:00", "2026年7月团队扩编后，用户的值班改成了五周一轮，值班那周仍要保证半小时内能上线处理故障"),
            M("c08", "preference", 0.6, "2025-09-14T13:08:00", "用户爱吃手抓饭和烤包子，但吃不了太辣的东西"),
            M("c09", "fact", 0.7, "2025-11-02T20:17:00", "用户的老丈人腿脚不好，出门要拄拐，住在察布查尔县城一栋没电梯的老楼的一楼"),
            M("c10", "fact", 0.7, "2026-08-25T21:33:00", "这趟回新疆喝喜酒，用户想把机票加住宿控制在一万五以内"),
            M("c11", "fact", 0.7, "2025-12-20T18:02:00", "用户家约定春节两边轮着过：单数年去新疆老丈人家，双数年回湖州用户爸妈家"),
            M("c12", "fact", 0.6, "2025-03-18T21:20:00", "用户一家住在杭州滨江，去萧山机场开车四十分钟左右"),
        ],
        "probes": [
            P("para", "2026-09-20T21:12:00", "我媳妇是哪个少数民族的来着？想给丈母娘备点对路的见面礼", ["c02"]),
            P("para", "2026-10-05T09:40:00", "我家小崽子现在多大了？坐飞机要不要单独给他买个座", ["c05"]),
            P("para", "2026-10-12T22:18:00", "到那边玩别给我整那种脚底下透明的桥啊，我往下一看腿就软", ["c04"]),
            P("para", "2026-10-18T12:05:00", "回丈母娘家那几天想尝尝当地特色，不过我受不了辣，帮我列几样", ["c08", "c02"]),
            P("task", "2026-09-25T20:46:00", "帮我把11月回去吃小舅子喜酒的行程排一下，从家里出发，机票住宿都要订，还得跟我这边请假的规矩对得上。", ["c03", "c06", "c07", "c10", "c12"]),
            P("task", "2026-12-10T19:30:00", "明年过年该轮到去哪边了？帮我看看怎么走，要提前请几天假，我们组值班的事也帮我算进去", ["c11", "c02", "c06", "c07", "c12"], [["三周一轮"]]),
            P("direct", "2026-09-28T08:15:00", "我之前说回新疆喝喜酒的预算是多少来着", ["c10"]),
            P("abst", "2026-10-08T10:22:00", "锡伯族的西迁节一般是农历几月几号？", []),
            P("abst", "2026-11-01T02:47:00", "linux下怎么看哪个进程占了8080端口，急", []),
            P("expiry", "2027-01-15T21:05:00", "想挑个不值班的空当在回趟察布查尔看看老丈人，你帮我看看啥时候合适、咋走", ["c07", "c06", "c09", "c12"], [["小舅子"], ["三周一轮"]]),
        ],
        "bg": {"office": True, "regions": ["新疆", "浙江"]},
    },
    # 2 ---------------------------------------------------------------- emergency doctor, Hui family in Xiji
    {
        "prefix": "ml", "tenant": "t_xinglv", "user": "u_malan_88",
        "core": [
            M("c01", "preference", 0.9, "2025-02-11T20:10:00", "用户是回族，只吃清真，出门找不到清真馆子宁可吃自己带的干粮"),
            M("c02", "fact", 0.8, "2025-02-11T20:14:00", "用户在西安一家三甲医院急诊科当医生，每个月的排班表25号左右才出来"),
            M("c03", "fact", 0.8, "2025-04-30T22:36:00", "用户的外婆一家住在宁夏西吉县的乡下，从固原下了高铁还要坐一个多小时的车"),
            M("c04", "fact", 0.7, "2025-06-06T09:02:00", "用户下了夜班必须先补觉，下夜班当天不安排赶路"),
            M("c05", "fact", 0.8, "2025-08-19T21:47:00", "用户的女儿朵朵2020年出生，有过敏性哮喘，出远门要带雾化机"),
            M("c06", "fact", 0.9, "2026-03-02T13:25:00", "用户科室规定每人每年只能申请一次连休，最多五天"),
            M("c07", "fact", 0.9, "2026-08-03T18:40:00", "用户科室从2026年8月起改了规矩：连休一年可以拆成两次，每次最多四天"),
            M("c08", "fact", 0.9, "2026-08-28T23:12:00", "用户的表妹12月19日在银川办婚礼，用户答应去当伴娘", "2026-12-20T23:59:59"),
            M("c09", "fact", 0.6, "2025-10-10T19:55:00", "用户晕车很厉害，坐大巴走山路必吐，坐高铁没事"),
            M("c10", "preference", 0.6, "2025-12-03T21:08:00", "用户住宿希望房间里能做礼拜，最好有干净的独立卫生间，不太想住民宿"),
            M("c11", "fact", 0.8, "2026-01-15T20:30:00", "用户的外公2025年冬天去世了，以后每年忌日前后用户都想回西吉上坟"),
        ],
        "probes": [
            P("para", "2026-09-18T12:30:00", "我吃饭这块有讲究的你还记得吧？沿途帮我留意下能下嘴的馆子", ["c01"]),
            P("para", "2026-09-22T22:10:00", "我家丫头那个一喘就上不来气的毛病，带她跑远路都得备啥", ["c05"]),
            P("para", "2026-10-09T07:45:00", "盘山路的长途客车我是真扛不住，回乡下那段能不能换个走法", ["c09", "c03"]),
            P("task", "2026-10-20T21:00:00", "下个月排班一出来我就去请假，要去喝表妹的喜酒，顺便回趟乡下看看外婆那边的亲戚。帮我把行程理一理，能坐啥车、在哪住、前后各要几天，都帮我算好。", ["c08", "c03", "c07", "c02", "c09"]),
            P("task", "2027-01-05T20:15:00", "外公的忌日快到了，想带朵朵回去一趟，你帮我看看咋安排合适，假能请几天", ["c11", "c03", "c05", "c07", "c02"]),
            P("direct", "2026-09-25T13:05:00", "表妹的婚礼是哪天、在哪办来着？", ["c08"]),
            P("abst", "2026-10-02T16:40:00", "开斋节跟古尔邦节一般隔多少天？", []),
            P("abst", "2026-11-11T23:20:00", "我同事想去敦煌看沙漠，11月去会不会冷得受不了", []),
            P("expiry", "2026-10-30T12:50:00", "我们科现在连休是咋规定的来着？我得算算今年还能休几回", ["c07"], [["只能申请一次"]]),
            P("bg", "2026-11-20T10:12:00", "我是啥血型来着，填个表要用", ["@用户是A型血"]),
        ],
        "bg": {"exclude_families": ["car"], "block": ["献血", "外婆", "导诊"]},
    },
    # 3 ---------------------------------------------------------------- firefighter, Nanri island
    {
        "prefix": "lh", "tenant": "t_xinglv", "user": "u_linhao",
        "core": [
            M("c01", "fact", 0.8, "2025-01-20T22:00:00", "用户在福州仓山区的消防救援站当消防员"),
            M("c02", "fact", 0.9, "2026-06-12T21:35:00", "用户2026年6月调到了厦门湖里的特勤消防站"),
            M("c03", "fact", 0.9, "2025-01-20T22:05:00", "用户平时24小时驻站备勤，一个月轮休一次，能连休四天，离开驻地要提前打报告"),
            M("c04", "fact", 0.8, "2025-03-05T19:48:00", "用户老家在莆田的南日岛，爸妈都还住在岛上"),
            M("c05", "fact", 0.7, "2025-05-14T20:20:00", "用户坐船晕得厉害，上船前得吃晕船药"),
            M("c06", "fact", 0.9, "2026-07-30T22:50:00", "用户的奶奶2027年正月初六过九十大寿，家里要在岛上摆寿宴"),
            M("c07", "fact", 0.6, "2025-08-08T23:10:00", "用户的女朋友在泉州当护士，也是三班倒"),
            M("c08", "preference", 0.6, "2025-10-22T12:15:00", "用户爱吃海鲜，最馋老家的紫菜和鲍鱼"),
            M("c09", "fact", 0.7, "2025-11-30T18:40:00", "用户2025年底考了驾照，但还没买车"),
            M("c10", "fact", 0.7, "2026-02-10T21:05:00", "用户2025年训练时伤过膝盖半月板，现在爬山、下台阶还会疼"),
            M("c11", "fact", 0.6, "2026-03-18T20:00:00", "用户每年清明都会回南日岛给爷爷扫墓"),
        ],
        "probes": [
            P("para", "2026-09-16T22:40:00", "我一坐那种摇摇晃晃的渡轮就翻江倒海，回家那段水路你帮我想想法子", ["c05", "c04"]),
            P("para", "2026-10-10T13:20:00", "我对象上的啥班来着？想跟她约一起休", ["c07"]),
            P("para", "2026-11-05T20:55:00", "上坡下坎多的景点我现在走不太动，腿上有老伤", ["c10"]),
            P("para", "2026-12-02T21:30:00", "阿嬷做大寿那天是阳历几号啊？", ["c06"]),
            P("task", "2026-12-15T22:05:00", "过年奶奶做寿我肯定得回。帮我排一下从单位回岛上的路线，假要怎么打报告也提醒我。还有我晕船你是知道的，能少坐船就少坐。", ["c06", "c02", "c03", "c04", "c05"]),
            P("task", "2027-01-10T19:40:00", "想趁下次轮休带女朋友回岛上见见我爸妈，帮我计划计划，她那边也是倒班的", ["c03", "c07", "c04", "c05", "c02"]),
            P("direct", "2026-10-25T12:10:00", "我爸妈现在住哪儿来着？", ["c04"]),
            P("abst", "2026-11-18T21:45:00", "南日岛的鲍鱼一般啥季节最肥？", []),
            P("expiry", "2026-09-30T08:30:00", "帮我查下我们站附近哪里能办港澳通行证续签", ["c02"], [["仓山"]]),
            P("bg", "2026-12-20T22:15:00", "我小时候学过哪门功夫来着？", ["@用户小时候练过三年跆拳道"]),
        ],
        "bg": {"regions": ["福建"], "drop_active": True, "exclude_families": ["car"],
               "block": ["驾照", "爷爷", "奶奶"]},
    },
    # 4 ---------------------------------------------------------------- flight attendant, Tibetan Litang
    {
        "prefix": "yj", "tenant": "t_xinglv", "user": "u_yangjin",
        "core": [
            M("c01", "fact", 0.9, "2025-02-14T23:30:00", "用户是一家航空公司的空乘，常驻成都，排班每个月20号左右出来"),
            M("c02", "fact", 0.8, "2025-02-14T23:36:00", "用户是藏族，老家在甘孜州理塘县，阿爸阿妈在县城开了家茶馆"),
            M("c03", "fact", 0.9, "2026-07-20T21:18:00", "用户的哥哥2026年国庆在理塘办婚礼，用户已经请好了9月30号到10月5号的假"),
            M("c04", "fact", 0.7, "2025-04-03T10:05:00", "用户飞完国际长航线回来要倒时差，落地后至少歇一天才出远门"),
            M("c05", "fact", 0.8, "2025-05-22T22:40:00", "用户的阿妈心脏不好，一直在吃倍他乐克"),
            M("c06", "preference", 0.7, "2025-06-30T15:12:00", "用户爱喝酥油茶，不吃鱼，也不太吃海鲜"),
            M("c07", "fact", 0.8, "2025-10-12T20:25:00", "用户的男朋友阿杰是广州人，从来没上过高原，有点担心高反"),
            M("c08", "fact", 0.9, "2026-09-01T22:48:00", "用户和阿杰计划2026年11月8号到12号去北海涠洲岛玩", "2026-11-12T23:59:59"),
            M("c09", "fact", 0.7, "2025-12-25T21:00:00", "用户每年藏历新年都尽量调班回理塘"),
            M("c10", "fact", 0.7, "2026-03-03T19:15:00", "用户2025年底从双流机场附近搬到了温江住"),
            M("c11", "fact", 0.9, "2026-05-18T21:50:00", "用户阿妈的心脏药2026年5月换成了比索洛尔，每天早上一片"),
        ],
        "probes": [
            P("para", "2026-09-15T09:30:00", "我对象头一回去海拔老高的地方，会不会顶不住啊", ["c07"]),
            P("para", "2026-10-20T16:10:00", "我爸妈在老家做啥营生来着？想给他们店里捎点东西", ["c02"]),
            P("para", "2026-11-25T22:35:00", "过我们那边的年的时候我一般咋安排的来着", ["c09"]),
            P("task", "2026-09-16T23:05:00", "帮我规划下哥哥婚礼那几天，我和阿杰从家里出发一起回去，得给他留出适应海拔的时间，别排太满", ["c03", "c02", "c07", "c10", "c01"]),
            P("task", "2026-10-15T14:20:00", "11月跟男朋友去海岛那趟帮我排下行程，吃的方面注意下我的忌口，航班别跟我排班冲突", ["c08", "c01", "c10", "c06"]),
            P("direct", "2026-10-01T20:40:00", "阿妈现在吃的是啥药来着？这次回去顺手给她带两盒", ["c11"], [["倍他乐克"]]),
            P("abst", "2026-09-20T11:00:00", "理塘海拔到底多少米？", []),
            P("abst", "2026-12-05T17:25:00", "帮我写段朋友圈文案，庆祝同事升乘务长，俏皮一点的", []),
            P("expiry", "2026-11-20T21:15:00", "最近有啥要回理塘的安排没？我好提前跟排班那边打招呼", ["c09", "c01"], [["婚礼"], ["9月30号"]]),
        ],
        "bg": {"regions": ["四川", "广西", "西藏", "广东"], "exclude_families": ["parents", "pet", "car"],
               "block": ["鱼油", "钓鱼"]},
    },
    # 5 ---------------------------------------------------------------- pilot (shares user_id with #6)
    {
        "prefix": "zy", "tenant": "t_feixing", "user": "u_88123",
        "core": [
            M("c01", "fact", 0.8, "2025-01-08T22:10:00", "用户在航空公司当副驾驶，基地在乌鲁木齐"),
            M("c02", "fact", 0.8, "2025-01-08T22:16:00", "用户的排班一般提前一个月出，每个月可以申请两天指定休息日"),
            M("c03", "fact", 0.9, "2025-03-12T12:30:00", "用户有痛风，海鲜、啤酒、动物内脏都不能碰"),
            M("c04", "fact", 0.8, "2025-03-12T12:36:00", "用户的爸妈住在烟台的长岛，进出都得坐轮渡"),
            M("c05", "fact", 0.9, "2026-08-15T21:42:00", "用户的父亲2027年元旦过八十大寿，一大家子要在长岛聚"),
            M("c06", "fact", 0.8, "2025-05-05T09:20:00", "用户执勤前24小时内不能喝酒，潜水之后24小时内也不能飞"),
            M("c07", "fact", 0.7, "2025-07-07T20:05:00", "用户的老婆是维吾尔族，在乌鲁木齐当中学老师，只有寒暑假和法定假日有空"),
            M("c08", "fact", 0.7, "2025-09-19T19:10:00", "用户的一对双胞胎女儿是2018年出生的"),
            M("c09", "preference", 0.6, "2025-10-30T22:25:00", "用户放假出门自己不爱开车，喜欢坐高铁，说在飞机上就跟上班一样"),
            M("c10", "fact", 0.8, "2026-08-20T23:00:00", "用户打算2026年国庆带全家去喀什古城住几天", "2026-10-08T23:59:59"),
            M("c11", "fact", 0.9, "2026-06-30T18:20:00", "用户2026年6月通过考核升了机长，基地还是在乌鲁木齐"),
        ],
        "probes": [
            P("para", "2026-09-18T23:15:00", "岛上那些海货我到底能不能沾点？脚趾头那老毛病可别又犯了", ["c03"], [["胰岛素"], ["膝关节"]]),
            P("para", "2026-09-24T08:05:00", "飞之前哪些事儿是碰不得的，我怕休假玩嗨了给忘了", ["c06"]),
            P("para", "2026-10-28T21:40:00", "我家俩丫头今年几岁了，买景区门票要不要全价", ["c08"]),
            P("para", "2026-11-03T13:00:00", "我升职那事是啥时候的来着？", ["c11"], [["副驾驶"]]),
            P("task", "2026-09-20T22:30:00", "国庆带全家去南疆那趟帮我排一下，住哪、吃啥都考虑考虑，我媳妇和俩闺女都去", ["c10", "c07", "c08", "c03", "c02"]),
            P("task", "2026-11-15T20:20:00", "元旦回去给老爷子祝寿，帮我把从基地回岛上的路线和时间排一排，休息日我得提前申请", ["c05", "c04", "c02", "c09", "c11"], [["延吉"], ["胰岛素"]]),
            P("direct", "2026-10-05T10:30:00", "我爸妈住在哪来着", ["c04"]),
            P("abst", "2026-09-30T15:00:00", "喀什古城的开城仪式每天几点开始？", []),
            P("abst", "2026-12-12T07:50:00", "帮我算一下北京时间早上8点是新疆时间几点", []),
            P("expiry", "2026-11-25T22:00:00", "最近家里有啥要出门的事没？我好提前申请休息日", ["c05", "c04", "c02"], [["喀什"]]),
        ],
        "bg": {"regions": ["新疆", "山东"], "clusters": {"parents": "retired"}, "block": ["弟弟在读大学"]},
    },
    # 6 ---------------------------------------------------------------- retiree (same user_id as #5, other tenant)
    {
        "prefix": "qx", "tenant": "t_jiating", "user": "u_88123",
        "core": [
            M("c01", "fact", 0.8, "2025-02-20T09:30:00", "用户1960年出生，退休前是中学数学老师，现在住在石家庄"),
            M("c02", "fact", 0.9, "2025-02-20T09:36:00", "用户有2型糖尿病，每天要打胰岛素，胰岛素得冷藏保存"),
            M("c03", "fact", 0.9, "2025-06-10T15:20:00", "用户2025年做了右膝关节置换，上下楼梯和走远路都很吃力"),
            M("c04", "fact", 0.9, "2026-07-28T20:10:00", "用户的孙子2026年10月18号在吉林延吉办婚礼，孙媳妇是朝鲜族", "2026-10-19T23:59:59"),
            M("c05", "fact", 0.7, "2025-08-01T19:45:00", "用户的儿子一家住在长春"),
            M("c06", "preference", 0.6, "2025-09-12T12:05:00", "用户不爱吃辣，冷面、辣白菜这类凉的也吃不惯"),
            M("c07", "preference", 0.7, "2025-10-05T10:40:00", "用户坐飞机耳朵疼，出远门更愿意坐火车"),
            M("c08", "fact", 0.8, "2025-11-20T20:20:00", "用户的老伴老周身体还行，出远门都是他陪着"),
            M("c09", "fact", 0.9, "2026-04-02T21:00:00", "用户的老伴2026年3月摔了一跤，现在要坐轮椅，出远门只能靠女儿陪"),
            M("c10", "fact", 0.7, "2026-01-10T19:30:00", "用户的女儿在北京上班，一般只有周末和节假日能请出假来"),
            M("c11", "fact", 0.6, "2026-05-06T16:15:00", "用户每年冬天都去三亚住两个月避寒"),
        ],
        "probes": [
            P("para", "2026-09-20T09:15:00", "我那个每天要扎的针得搁冰箱里，路上咋整？", ["c02"], [["痛风"]]),
            P("para", "2026-09-26T16:30:00", "去喝喜酒那边的饭菜我怕吃不惯，有啥要注意的", ["c06", "c04"]),
            P("para", "2026-11-10T10:20:00", "我这条腿现在爬不了高，出去玩得挑平路多的地方", ["c03"]),
            P("task", "2026-09-22T19:50:00", "孙子结婚我得去，你帮我安排下咋去，谁陪我去也帮我想想", ["c04", "c01", "c07", "c09", "c10"]),
            P("task", "2026-11-20T15:40:00", "今年冬天还是想去南边躲躲冷，帮我看看咋安排，老头子现在那个情况也得考虑进去，打针的药也得带上", ["c11", "c09", "c10", "c01", "c02"], [["身体还行"]]),
            P("direct", "2026-09-29T08:40:00", "孙子婚礼是几号来着？我老记不住", ["c04"]),
            P("abst", "2026-10-02T14:10:00", "朝鲜族传统婚礼上为啥要摆一只大公鸡？", []),
            P("abst", "2026-12-01T20:30:00", "帮我把这句话翻成韩语：新年快乐，身体健康", []),
            P("expiry", "2026-11-02T09:50:00", "帮我看看接下来有没有啥要出远门的安排，到时候谁能陪我", ["c11", "c09", "c10"], [["延吉"], ["身体还行"]]),
            P("bg", "2026-12-15T11:00:00", "我家那只老龟养了多少年了？", ["@用户养的那只乌龟已经十岁了"]),
        ],
        "bg": {"regions": ["河北", "东北", "海南", "北京"], "drop_active": True,
               "exclude_topics": ["family", "learning", "games"], "exclude_families": ["car"],
               "clusters": {"housing": "own"},
               "block": ["大学", "实习", "跳槽", "研究生", "上学时", "献血", "正畸", "参加工作",
                         "工作时", "跆拳道", "羽毛球", "长痘", "跑步", "出差"]},
    },
    # 7 ---------------------------------------------------------------- delivery rider, Yi homeland
    {
        "prefix": "jk", "tenant": "t_xinglv", "user": "u_jike_2026",
        "core": [
            M("c01", "fact", 0.8, "2025-03-01T23:50:00", "用户在东莞长安镇跑外卖，和老乡合租在城中村"),
            M("c02", "fact", 0.9, "2026-05-10T23:20:00", "用户2026年5月搬到了深圳宝安西乡，现在在那边跑众包，住在站点附近的宿舍"),
            M("c03", "fact", 0.9, "2025-03-01T23:55:00", "用户是彝族，老家在凉山州昭觉县的山上，爸妈都在老家种地"),
            M("c04", "fact", 0.8, "2025-04-20T22:30:00", "用户跑外卖按单结算，停一天就少挣一天，过年回家最多只停十天"),
            M("c05", "fact", 0.8, "2025-06-12T21:10:00", "用户手头紧，回老家都买火车硬座或者坐老乡包的车，舍不得坐飞机"),
            M("c06", "fact", 0.9, "2026-08-30T22:40:00", "用户打算回老家过2026年的彝族年，今年彝族年在11月20号左右"),
            M("c07", "fact", 0.7, "2025-09-18T20:15:00", "用户的妹妹在西昌读卫校，放假时用户会顺路接她一起回家"),
            M("c08", "preference", 0.6, "2025-11-11T13:30:00", "用户爱吃坨坨肉和荞粑粑，不吃香菜"),
            M("c09", "fact", 0.7, "2026-01-20T22:05:00", "用户的爷爷2026年1月去世了，用户当时请了七天假回去奔丧"),
            M("c10", "fact", 0.7, "2026-02-26T21:40:00", "用户2025年冬天骑车摔了一跤，左手腕里打了钢板，过安检会响"),
        ],
        "probes": [
            P("para", "2026-09-20T14:35:00", "坐火车过那个检查门老是滴滴叫，我这只手咋跟人家解释", ["c10"]),
            P("para", "2026-10-03T15:10:00", "回家那边的吃食我最想哪几样你记得不？还有啥是我不碰的", ["c08"]),
            P("para", "2026-10-10T23:40:00", "回去过年我顶多能撂下活几天？", ["c04"]),
            P("para", "2026-12-20T22:50:00", "我那个学护理的小妹在那个城市念书来着", ["c07"]),
            P("task", "2026-09-28T23:15:00", "彝族年回家，帮我看看咋走最省钱，顺路把我妹捎上", ["c06", "c02", "c03", "c05", "c07"], [["长安镇"]]),
            P("task", "2026-12-28T22:30:00", "春节还想回山上看看爸妈，你帮我算算从我现在这边回去咋走划算，能待几天", ["c02", "c03", "c05", "c04"], [["东莞"]]),
            P("direct", "2026-10-15T22:00:00", "今年彝族年是几号来着？我之前跟你说过", ["c06"]),
            P("abst", "2026-11-30T21:20:00", "火把节和彝族年有啥不一样？", []),
            P("expiry", "2026-10-20T23:05:00", "帮我查查我住的那片离最近的火车站有多远", ["c02"], [["东莞"], ["长安镇"]]),
        ],
        "bg": {"regions": ["广东", "四川"], "exclude_topics": ["home", "finance"],
               "exclude_families": ["car", "parents", "pet", "housing"],
               "block": ["用户家", "家里", "小区", "大学", "研究生", "进修", "爷爷", "手腕", "两千", "88VIP",
                         "工作时", "客厅", "阳台", "在家", "和家人", "姐姐", "大三", "日本"]},
    },
    # 8 ---------------------------------------------------------------- ship officer, Shengsi islands
    {
        "prefix": "hx", "tenant": "t_xinglv", "user": "u_hexiao",
        "core": [
            M("c01", "fact", 0.9, "2025-02-01T20:00:00", "用户在远洋散货船上当二副，一般上船九个月、下船休三个月"),
            M("c02", "fact", 0.8, "2025-02-01T20:06:00", "用户家在舟山的嵊泗列岛，老婆和爸妈都住在岛上"),
            M("c03", "fact", 0.9, "2026-04-20T03:15:00", "用户这次合同预计2026年9月在新加坡下船"),
            M("c04", "fact", 0.9, "2026-08-26T02:40:00", "公司通知用户换班推迟，改成2026年11月初在韩国釜山下船"),
            M("c05", "fact", 0.9, "2026-08-10T04:20:00", "用户的女儿2026年8月出生，当时用户还在船上没赶回来"),
            M("c06", "fact", 0.9, "2026-08-27T03:30:00", "用户下船回家后要给女儿办百日宴，日子定在2026年11月18号", "2026-11-19T23:59:59"),
            M("c07", "fact", 0.7, "2025-05-30T21:10:00", "用户晕车，坐大巴超过两个小时就难受，坐船倒一点事没有"),
            M("c08", "fact", 0.8, "2025-07-15T22:00:00", "用户的海员证有效期到2027年3月，下次上船前得换新的"),
            M("c09", "preference", 0.7, "2025-10-02T19:20:00", "用户下船后最想吃老婆做的清蒸带鱼，出去吃饭喜欢大排档"),
            M("c10", "fact", 0.7, "2026-01-12T23:45:00", "用户答应老婆，下次下船休假带她去云南腾冲泡温泉"),
            M("c11", "fact", 0.6, "2026-02-14T21:30:00", "用户的老婆是小学老师，只有周末和寒暑假能出远门"),
        ],
        "probes": [
            P("para", "2026-09-25T02:10:00", "回岛上那段别给我排太久的公路，我一坐汽车就反胃", ["c07", "c02"]),
            P("para", "2026-10-06T03:30:00", "我闺女现在多大了？", ["c05"]),
            P("para", "2026-12-03T20:40:00", "我跑船用的那个本子啥时候过期来着", ["c08"]),
            P("task", "2026-09-22T01:50:00", "下船以后我得先赶回家给闺女摆百日酒，帮我把从靠岸的地方到家这一路排好，机票车船都算上", ["c04", "c06", "c02", "c07"], [["新加坡"]]),
            P("task", "2026-11-25T21:10:00", "休假这段想兑现答应老婆的那趟温泉之旅，你帮我挑个时间、排个行程，娃还小也得考虑", ["c10", "c11", "c01", "c02", "c05"]),
            P("direct", "2026-10-01T02:25:00", "闺女的百日宴是哪天来着？", ["c06"]),
            P("abst", "2026-10-15T04:00:00", "船上的海事卫星电话一般一分钟多少钱？", []),
            P("abst", "2026-11-28T20:15:00", "嵊泗的贻贝现在还能买到吗？我表哥想寄点去北京", []),
            P("expiry", "2026-09-18T03:40:00", "这趟我到底在哪下船？帮我看看从那边飞回家的航班", ["c04", "c02"], [["新加坡"]]),
            P("bg", "2026-12-10T21:00:00", "我那台笔记本电脑用了几年了，是不是该换了", ["@用户的电脑是一台用了五年的MacBook"]),
        ],
        "bg": {"regions": ["浙江", "韩国", "新加坡", "云南"], "drop_active": True,
               "exclude_families": ["pet", "car"], "block": ["电子产品", "数码产品", "出差"]},
    },
    # 9 ---------------------------------------------------------------- office worker, Miao grandmother's funeral
    {
        "prefix": "ys", "tenant": "t_xinglv", "user": "u_yeshan",
        "core": [
            M("c01", "fact", 0.8, "2025-01-15T21:00:00", "用户在广州天河一家外贸公司上班，一年有十天年假"),
            M("c02", "fact", 0.9, "2025-01-15T21:06:00", "用户的外婆住在湘西花垣县的苗寨里，舅舅一家在照顾她"),
            M("c03", "fact", 0.8, "2026-04-08T23:30:00", "用户的外婆2026年4月初去世了，用户回花垣奔丧待了五天"),
            M("c04", "fact", 0.9, "2026-04-20T22:15:00", "用户打算2027年清明回花垣给外婆扫墓"),
            M("c05", "preference", 0.9, "2025-03-10T12:40:00", "用户吃全素，连鸡蛋和牛奶都不碰"),
            M("c06", "fact", 0.8, "2025-05-05T20:50:00", "用户养了一只橘猫，出门超过三天要把猫送去宠物店寄养"),
            M("c07", "fact", 0.7, "2025-07-21T22:05:00", "用户很怕狗，乡下散养的狗一叫她就腿软"),
            M("c08", "fact", 0.9, "2026-08-18T21:25:00", "用户和闺蜜小雨订好了2026年国庆去汕头南澳岛的民宿"),
            M("c09", "fact", 0.8, "2025-09-02T20:00:00", "用户的妈妈住在长沙，每年过年用户都回长沙陪她"),
            M("c10", "fact", 0.8, "2026-06-25T21:40:00", "用户的妈妈2026年6月从老家搬去了吉首，跟用户的小姨住在一起"),
            M("c11", "fact", 0.6, "2026-02-02T19:10:00", "用户不会游泳，坐船一定要穿救生衣"),
        ],
        "probes": [
            P("para", "2026-09-15T12:20:00", "出去玩吃饭帮我避开荤腥，蛋和奶也别上", ["c05"]),
            P("para", "2026-09-20T22:45:00", "我出门那几天家里主子咋安排？", ["c06"]),
            P("para", "2026-10-22T21:35:00", "乡下路上那些汪汪乱叫的我最发怵了，去寨子里有啥办法", ["c07"]),
            P("para", "2026-11-08T20:10:00", "我是旱鸭子，行程里要是有做船的你得多留个心", ["c11"]),
            P("task", "2026-09-16T21:50:00", "国庆跟小雨去海岛那几天，帮我把吃住行都弄一下，猫也得安排好", ["c08", "c05", "c11", "c06", "c01"]),
            P("task", "2027-01-12T22:30:00", "今年清明要回去给外婆上坟，顺路看看我妈，帮我规划下路线，还有年假咋请比较划算", ["c04", "c02", "c10", "c01"], [["长沙"]]),
            P("direct", "2026-09-25T13:15:00", "国庆我跟谁去哪儿来着？", ["c08"]),
            P("abst", "2026-10-12T20:00:00", "我闺蜜下个月去凤凰古城，那边有啥必吃的？", []),
            P("abst", "2026-12-18T10:05:00", "帮我写个请假条，理由就写家里有事，请三天", []),
            P("expiry", "2026-12-01T21:20:00", "今年过年去哪边陪我妈？帮我看下车票", ["c10", "c01"], [["长沙"]]),
        ],
        "bg": {"office": True, "regions": ["广东", "湖南"], "exclude_families": ["parents", "car"],
               "clusters": {"pet": "cat"},
               "block": ["酸奶", "鱼油", "牛奶", "鸡蛋", "钓鱼", "外婆", "舅舅", "拉花", "喂食器"]},
    },
    # 10 --------------------------------------------------------------- anaesthetist, Mongolian herders in Hulunbuir
    {
        "prefix": "wr", "tenant": "t_xinglv", "user": "u_wurina",
        "core": [
            M("c01", "fact", 0.8, "2025-02-22T22:30:00", "用户在上海一家医院当麻醉科医生，经常被临时叫去加台手术"),
            M("c02", "fact", 0.9, "2025-02-22T22:36:00", "用户是蒙古族，爸妈在呼伦贝尔的新巴尔虎右旗放牧"),
            M("c03", "fact", 0.9, "2026-08-12T21:15:00", "用户怀孕了，预产期在2027年4月"),
            M("c04", "fact", 0.8, "2026-07-02T20:05:00", "用户科室春节按年资轮休，2027年春节用户排到了初二到初八休息"),
            M("c05", "fact", 0.8, "2025-06-09T20:40:00", "用户的老公是上海人，特别怕冷，零下十度以下就不愿出门"),
            M("c06", "fact", 0.9, "2026-09-05T21:50:00", "用户和老公计划2027年春节回新巴尔虎右旗过白月，家里人都会聚齐"),
            M("c07", "fact", 0.7, "2025-10-15T22:10:00", "用户平时吃降压药氨氯地平"),
            M("c08", "preference", 0.6, "2025-11-28T12:20:00", "用户爱喝咸奶茶，吃手把肉"),
            M("c09", "fact", 0.8, "2026-08-20T20:30:00", "用户在上海的医院建了产检档案，每四周要回去产检一次"),
            M("c10", "fact", 0.6, "2025-12-12T21:00:00", "从海拉尔到用户爸妈的牧场还要开三个多小时车，冬天路上常有风吹雪"),
            M("c11", "fact", 0.9, "2026-08-20T20:36:00", "怀孕后医生让用户把降压药换成了拉贝洛尔"),
        ],
        "probes": [
            P("para", "2026-09-28T21:30:00", "我家那口子怕冻，回我娘家那边过冬他受得了吗", ["c05", "c02"]),
            P("para", "2026-10-10T22:00:00", "我肚子里这个啥时候生来着？坐飞机会不会有限制", ["c03"]),
            P("para", "2026-10-26T20:45:00", "下了飞机到我爸妈那儿的路好走吗，大冬天的", ["c10", "c02"]),
            P("task", "2026-12-01T22:20:00", "过年回草原过白月，帮我把往返的行程排一下，我现在这身子得注意啥也一并考虑进去", ["c06", "c04", "c03", "c09", "c10"]),
            P("task", "2026-10-20T21:10:00", "下个月想请几天假带老公回内蒙古看我爸妈，趁肚子还不算太大，帮我看看怎么走", ["c02", "c03", "c09", "c01", "c05"]),
            P("abst", "2026-10-05T15:30:00", "那达慕大会一般都是几月份办？", []),
            P("abst", "2026-12-20T19:40:00", "我同学想带她爸妈二月去呼伦贝尔看雪，零下三十度老人受得住吗", []),
            P("expiry", "2026-11-16T21:55:00", "我现在降压吃的是啥药来着？", ["c11"], [["氨氯地平"]]),
            P("bg", "2027-01-05T20:20:00", "我小时候学过啥乐器来着？", ["@用户小时候在少年宫学过二胡"]),
        ],
        "bg": {"regions": ["上海", "内蒙古"], "drop_active": True, "exclude_families": ["parents"],
               "block": ["献血", "钢琴", "尤克里里", "吉他"]},
    },
    # 11 --------------------------------------------------------------- game-ops on-call, Xisha cruise, class reunion
    {
        "prefix": "hs", "tenant": "t_qiye", "user": "u_hansong",
        "core": [
            M("c01", "fact", 0.9, "2025-03-08T23:00:00", "用户在成都一家游戏公司做运维，版本更新那几天必须在岗，节假日也经常要值守"),
            M("c02", "fact", 0.8, "2025-03-08T23:06:00", "用户有哮喘，身上随时带着沙丁胺醇喷雾"),
            M("c03", "fact", 0.9, "2026-08-02T22:20:00", "用户和女朋友报了2026年11月中旬从三亚出发的西沙邮轮", "2026-11-20T23:59:59"),
            M("c04", "fact", 0.8, "2025-05-16T21:30:00", "用户的女朋友小鹿是重庆人，在成都当幼儿园老师"),
            M("c05", "fact", 0.9, "2026-07-15T22:45:00", "用户大学毕业十周年的同学聚会定在2027年元旦，在兰州的母校办"),
            M("c06", "fact", 0.7, "2025-09-25T20:10:00", "用户公司规定值守期间离开成都要报备，电脑得随身带"),
            M("c07", "fact", 0.7, "2025-11-06T19:00:00", "用户晕船，上次坐游船吐得一塌糊涂"),
            M("c08", "preference", 0.6, "2025-12-18T22:00:00", "用户喜欢拍星空，出门都背着相机和三脚架"),
            M("c09", "fact", 0.8, "2026-02-08T20:30:00", "用户的爸妈住在甘肃天水"),
            M("c10", "fact", 0.6, "2026-03-30T21:15:00", "用户公司每年2月有一次大版本更新，那个月基本请不下来假"),
        ],
        "probes": [
            P("para", "2026-09-19T23:30:00", "我气管那个老毛病，出海几天要多备点啥", ["c02", "c07"]),
            P("para", "2026-10-08T12:40:00", "我对象老家哪儿的来着？想带点她家那边的特产", ["c04"]),
            P("para", "2026-10-30T22:10:00", "我那个晚上对着天拍照的爱好，这趟在海上能玩吗", ["c08", "c03"]),
            P("para", "2026-12-05T21:50:00", "春节过后那个月我想歇几天，现实不", ["c10"]),
            P("task", "2026-09-24T22:35:00", "11月那趟海上的行程帮我准备下：从家里出发咋去上船、要带哪些东西，我这边工作上要打的招呼也提醒我一下", ["c03", "c02", "c07", "c06", "c01"]),
            P("task", "2026-11-28T20:55:00", "元旦回学校参加同学会，顺便回家看看爸妈，帮我排个路线，公司那边我也得提前报备", ["c05", "c09", "c01", "c06"]),
            P("direct", "2026-10-12T13:20:00", "我跟小鹿那趟邮轮是几月的？", ["c03"]),
            P("abst", "2026-10-25T16:00:00", "西沙群岛的永乐群岛一共有多少个岛？", []),
            P("bg", "2026-12-15T22:40:00", "我养的那只猫叫啥名来着？", ["@用户养了一只橘猫，叫年糕"]),
        ],
        "bg": {"office": True, "regions": ["四川", "海南", "甘肃", "重庆"], "exclude_families": ["car"],
               "block": ["读的大学", "大学同学"]},
    },
    # 12 --------------------------------------------------------------- Tajik student, Taxkorgan wedding
    {
        "prefix": "gl", "tenant": "t_xinglv", "user": "u_guli_tj",
        "core": [
            M("c01", "fact", 0.8, "2025-02-28T21:20:00", "用户是塔吉克族，2024年考到南京读研究生，2027年夏天毕业"),
            M("c02", "fact", 0.9, "2025-02-28T21:26:00", "用户老家在新疆塔什库尔干县，爸妈和奶奶都在那边"),
            M("c03", "fact", 0.9, "2025-04-10T22:00:00", "外地人去塔县要办边境管理区通行证，用户自己是本地户口不用办，但带同学回去就得提前办"),
            M("c04", "fact", 0.8, "2025-06-18T20:30:00", "用户手头不宽裕，回家都坐火车用学生票，从南京到喀什要坐两天多"),
            M("c05", "fact", 0.8, "2025-09-05T18:15:00", "用户的导师要求寒假离校最多三周"),
            M("c06", "fact", 0.9, "2026-09-02T22:40:00", "用户的姐姐2027年1月底在塔县办婚礼，用户想带室友小婉一起回去"),
            M("c07", "preference", 0.7, "2025-11-14T12:10:00", "用户只吃清真，最想家里的牦牛肉和馕"),
            M("c08", "fact", 0.7, "2026-01-20T21:45:00", "用户的室友小婉是广东人，没去过高原，身体偏弱"),
            M("c09", "fact", 0.6, "2026-03-15T20:00:00", "用户每年寒假都会回塔县过"),
            M("c10", "fact", 0.6, "2026-05-25T19:30:00", "用户的奶奶2026年春天摔断过腿，现在走路得有人扶着"),
        ],
        "probes": [
            P("para", "2026-10-10T22:15:00", "我那个室友身子骨弱，第一次去海拔那么高的地方，要咋准备", ["c08"]),
            P("para", "2026-10-24T21:40:00", "带外地同学回我们那儿，手续上有啥要提前弄的", ["c03"]),
            P("para", "2026-11-14T23:05:00", "放假我能在外头待多久？老板那边有啥要求没", ["c05"]),
            P("task", "2026-11-02T22:50:00", "姐姐结婚我要带小婉回家，帮我把来回的车票、证件和时间都规划一下。钱不多，能省则省，小婉身体也不太好，路上别太折腾她。", ["c06", "c03", "c04", "c05", "c08"]),
            P("task", "2026-12-10T21:30:00", "去塔县的路上想在喀什歇一晚，带小婉逛逛，住哪吃啥帮我参谋下，兜里钱不多", ["c04", "c07", "c08", "c06"]),
            P("abst", "2026-12-20T22:30:00", "帕米尔高原上的慕士塔格峰有多高？", []),
        ],
        "bg": {"regions": ["新疆", "江苏", "广东"], "exclude_topics": ["home", "finance"],
               "exclude_families": ["car", "housing"],
               "block": ["奶奶", "研究生", "同事", "用户家", "小区", "上班", "领导", "参加工作",
                         "工作用", "工作时", "客厅", "在家"]},
    },
]


# --------------------------------------------------------------------------- pool
def parse_pool(text):
    items = []
    topic = mtype = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",") if t.strip()]
            line = line[close + 1:].strip()
        fams = {}
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        items.append({"idx": len(items) + 1, "topic": topic.split()[0], "type": mtype,
                      "tags": tags, "fams": fams, "active": "active" in tags, "text": line})
    return items


def places_in(text):
    return [w for w in background_pool.PLACE_WORDS if w in text]


def account_text(acc):
    core = " ".join(m["content"] for m in acc["core"])
    probes = " ".join(p["query"] for p in acc["probes"] if p["kind"] != "abst")
    return core, probes


def account_forbids(acc):
    return sorted({w for p in acc["probes"] for g in p["forbid"] for w in g})


def bg_filter(acc, pool, rng):
    """Return (chosen cluster per family, list of admissible pool items)."""
    spec = acc["bg"]
    office = spec.get("office", False)
    excl_topics = set(spec.get("exclude_topics", ()))
    if not office:
        excl_topics |= set(NONOFFICE_TOPICS)
    excl_fams = set(spec.get("exclude_families", ()))
    clusters = dict(spec.get("clusters", {}))
    forced = [pool_by_text(pool, r[1:]) for p in acc["probes"] for r in p["relevant"] if r.startswith("@")]
    for it in forced:
        for f, c in it["fams"].items():
            clusters[f] = c
    fam_clusters = {}
    for it in pool:
        for f, c in it["fams"].items():
            fam_clusters.setdefault(f, set()).add(c)
    for f in sorted(fam_clusters):
        if f in excl_fams or f in clusters:
            continue
        clusters[f] = rng.choice(sorted(fam_clusters[f]))
    block = GLOBAL_BLOCK + (OFFICE_BLOCK if office else NONOFFICE_BLOCK) + list(spec.get("block", ())) + account_forbids(acc)
    core_text, probe_text = account_text(acc)
    own_places = set(places_in(core_text + " " + probe_text))
    regions = set(spec.get("regions", ())) | {REGION[w] for w in own_places}
    ok = []
    for it in pool:
        if it["topic"] in excl_topics:
            continue
        if any(f in excl_fams or clusters.get(f) != c for f, c in it["fams"].items()):
            continue
        if it["active"] and spec.get("drop_active"):
            continue
        if any(w in it["text"] for w in block):
            continue
        pl = places_in(it["text"])
        if any(w in own_places or REGION[w] in regions for w in pl):
            continue
        ok.append(it)
    for it in forced:
        if it not in ok:
            raise SystemExit("forced background statement filtered out for %s: %s" % (acc["prefix"], it["text"]))
    return clusters, ok, forced, block, own_places, regions


def pool_by_text(pool, text):
    hits = [it for it in pool if it["text"] == text]
    if len(hits) != 1:
        raise SystemExit("pool statement not found exactly once: " + text)
    return hits[0]


def bg_id(prefix, it):
    return "%s-p%03d" % (prefix, it["idx"])


def rand_time(rng):
    span = int((BG_END - BG_START).total_seconds() // 60)
    t = BG_START + datetime.timedelta(minutes=rng.randrange(span))
    return t.strftime("%Y-%m-%dT%H:%M:00") + TZ


# --------------------------------------------------------------------------- build
def build():
    pool = parse_pool(background_pool.POOL)
    counters = {k: 0 for k in KIND_COUNTS}
    users = []
    for acc in ACCOUNTS:
        rng = random.Random("holdout20/" + acc["prefix"])
        pre = acc["prefix"]
        memories = []
        for m in acc["core"]:
            d = {"id": "%s-%s" % (pre, m["cid"]), "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": m["created"] + TZ}
            if m["valid_until"]:
                d["valid_until"] = m["valid_until"] + TZ
            memories.append(d)
        _, ok, forced, _, _, _ = bg_filter(acc, pool, rng)
        n = rng.randint(BG_MIN, BG_MAX)
        rest = [it for it in ok if it not in forced]
        chosen = forced + rng.sample(rest, n - len(forced))
        chosen.sort(key=lambda it: it["idx"])
        for it in chosen:
            memories.append({"id": bg_id(pre, it), "content": it["text"], "type": it["type"],
                             "importance": round(rng.uniform(0.3, 0.7), 2),
                             "created_at": rand_time(rng)})
        probes = []
        for p in acc["probes"]:
            counters[p["kind"]] += 1
            rel = []
            for r in p["relevant"]:
                rel.append(bg_id(pre, pool_by_text(pool, r[1:])) if r.startswith("@") else "%s-%s" % (pre, r))
            probes.append({"id": "h20-%s-%03d" % (p["kind"], counters[p["kind"]]), "at": p["at"] + TZ,
                           "query": p["query"], "relevant": rel, "forbid": [list(g) for g in p["forbid"]]})
        users.append({"user_id": acc["user"], "tenant_id": acc["tenant"], "memories": memories, "probes": probes})
    data = {"format": "memory-eval/v1", "name": NAME, "users": users}
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


# --------------------------------------------------------------------------- check
def parse_ts(s):
    if not isinstance(s, str) or not s.endswith(TZ):
        raise ValueError("timestamp must end with +08:00: %r" % (s,))
    return datetime.datetime.fromisoformat(s)


def is_cjk(ch):
    return "\u4e00" <= ch <= "\u9fff"


def cjk_bigrams(s):
    out = set()
    for a, b in zip(s, s[1:]):
        if is_cjk(a) and is_cjk(b):
            out.add(a + b)
    out.discard("用户")
    return out


def overlap(query, content):
    q = cjk_bigrams(query)
    return len(q & cjk_bigrams(content)) / max(1, len(q))


def validate(data):
    errs = []
    E = errs.append
    pool = parse_pool(background_pool.POOL)
    pool_text = {it["text"]: it for it in pool}
    if data.get("format") != "memory-eval/v1":
        E("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data.get("name"):
        E("name missing")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        E("expected %d users" % len(ACCOUNTS))
        return errs
    specs = {(a["tenant"], a["user"]): a for a in ACCOUNTS}
    seen_accounts = set()
    probe_ids = set()
    kinds = {k: 0 for k in KIND_COUNTS}
    lo, hi = parse_ts(PROBE_START), parse_ts(PROBE_END)
    mem_by_account = {}
    for u in users:
        key = (u.get("tenant_id"), u.get("user_id"))
        if not all(isinstance(x, str) and x for x in key):
            E("user_id/tenant_id must be non-empty strings")
            continue
        if key in seen_accounts:
            E("duplicate account %r" % (key,))
        seen_accounts.add(key)
        acc = specs.get(key)
        if acc is None:
            E("unknown account %r" % (key,))
            continue
        pre = acc["prefix"]
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(ids) != len(set(ids)):
            E("%s: duplicate memory ids" % pre)
        byid = {m.get("id"): m for m in mems}
        mem_by_account[key] = mems
        ncore = nbg = 0
        latest = None
        for m in mems:
            mid = m.get("id", "")
            c = m.get("content")
            if not isinstance(c, str) or not c.strip():
                E("%s: empty content" % mid)
                continue
            try:
                ca = parse_ts(m.get("created_at"))
                if not (2025 <= ca.year <= 2026):
                    E("%s: created_at outside 2025-2026" % mid)
                latest = ca if latest is None or ca > latest else latest
                if "valid_until" in m and parse_ts(m["valid_until"]) <= ca:
                    E("%s: valid_until before created_at" % mid)
            except ValueError as e:
                E("%s: %s" % (mid, e))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)):
                E("%s: importance missing" % mid)
                imp = -1
            if mid.startswith(pre + "-c") and len(mid) == len(pre) + 4 and mid[-2:].isdigit():
                ncore += 1
                if m.get("type") not in CORE_TYPES:
                    E("%s: core type %r" % (mid, m.get("type")))
                if not 0.5 <= imp <= 1.0:
                    E("%s: core importance out of 0.5-1.0" % mid)
            elif mid.startswith(pre + "-p") and len(mid) == len(pre) + 5 and mid[-3:].isdigit():
                nbg += 1
                it = pool_text.get(c)
                if it is None:
                    E("%s: background text not in pool" % mid)
                    continue
                if mid != bg_id(pre, it) or m.get("type") != it["type"]:
                    E("%s: background id/type does not match pool" % mid)
                if "valid_until" in m:
                    E("%s: background with valid_until" % mid)
                if not 0.0 < imp <= 1.0:
                    E("%s: importance out of range" % mid)
            else:
                E("%s: bad memory id" % mid)
        if not 10 <= ncore <= 12:
            E("%s: %d core memories (want 10-12)" % (pre, ncore))
        if not BG_MIN <= nbg <= BG_MAX:
            E("%s: %d background memories" % (pre, nbg))
        # background admissibility (clusters, places, forbid keywords, blocks)
        _, ok, _, block, own_places, regions = bg_filter(acc, pool, random.Random("holdout20/" + pre))
        ok_ids = {bg_id(pre, it) for it in ok}
        fams_seen = {}
        for m in mems:
            if m["id"].startswith(pre + "-p"):
                if m["id"] not in ok_ids:
                    E("%s: background statement not admissible for this account" % m["id"])
                for w in places_in(m["content"]):
                    if w in own_places or REGION[w] in regions:
                        E("%s: background names an own place/region (%s)" % (m["id"], w))
                if any(w in m["content"] for w in block):
                    E("%s: background contains a blocked/forbid keyword" % m["id"])
                it = pool_text[m["content"]]
                for f, cl in it["fams"].items():
                    fams_seen.setdefault(f, set()).add(cl)
        for f, cls in fams_seen.items():
            if len(cls) > 1:
                E("%s: two clusters of family %s" % (pre, f))
        # probes
        for p in u.get("probes", []):
            pid = p.get("id", "")
            parts = pid.split("-")
            if len(parts) != 3 or parts[0] != "h20" or parts[1] not in KIND_COUNTS or not parts[2].isdigit() or len(parts[2]) != 3:
                E("%s: bad probe id" % pid)
                continue
            kind = parts[1]
            kinds[kind] += 1
            if pid in probe_ids:
                E("%s: duplicate probe id" % pid)
            probe_ids.add(pid)
            q = p.get("query")
            if not isinstance(q, str) or not q.strip():
                E("%s: empty query" % pid)
                continue
            try:
                at = parse_ts(p.get("at"))
            except ValueError as e:
                E("%s: %s" % (pid, e))
                continue
            if not lo <= at <= hi:
                E("%s: at outside late-2026/early-2027 window" % pid)
            if latest is not None and at <= latest:
                E("%s: asked before the account's latest memory" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list) or len(rel) != len(set(rel)):
                E("%s: relevant must be a list of unique ids" % pid)
                continue
            for r in rel:
                if r not in byid:
                    E("%s: relevant id %s does not exist" % (pid, r))
            if any(r not in byid for r in rel):
                continue
            core_rel = [r for r in rel if r.startswith(pre + "-c")]
            bg_rel = [r for r in rel if r.startswith(pre + "-p")]
            want = {"para": (1, 2), "task": (3, 5), "direct": (1, 2), "abst": (0, 0), "expiry": (1, 5), "bg": (1, 2)}[kind]
            if not want[0] <= len(rel) <= want[1]:
                E("%s: %d relevant, want %d-%d" % (pid, len(rel), want[0], want[1]))
            if kind == "bg" and core_rel:
                E("%s: bg probe must only need background statements" % pid)
            if kind not in ("bg",) and bg_rel:
                E("%s: only bg probes may need background statements" % pid)
            for r in rel:
                vu = byid[r].get("valid_until")
                if vu and parse_ts(vu) <= at:
                    E("%s: relevant %s already expired at probe time" % (pid, r))
                if parse_ts(byid[r]["created_at"]) >= at:
                    E("%s: relevant %s created after the probe" % (pid, r))
            if kind == "para":
                for r in rel:
                    ov = overlap(q, byid[r]["content"])
                    if ov > PARA_MAX_OVERLAP:
                        E("%s: para query shares too much with %s (%.2f)" % (pid, r, ov))
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or not all(isinstance(g, list) and g and all(isinstance(w, str) and w for w in g) for g in forbid):
                E("%s: forbid must be a list of non-empty keyword lists" % pid)
                continue
            if kind == "expiry" and not forbid:
                E("%s: expiry probe without forbid" % pid)
            for g in forbid:
                for w in g:
                    wl = w.lower()
                    for r in rel:
                        if wl in byid[r]["content"].lower():
                            E("%s: forbid keyword %s appears in relevant %s" % (pid, w, r))
                    for m in mems:
                        if m["id"].startswith(pre + "-p") and wl in m["content"].lower():
                            E("%s: forbid keyword %s appears in background %s" % (pid, w, m["id"]))
    # dataset-wide checks
    for k, n in KIND_COUNTS.items():
        if kinds[k] != n:
            E("kind %s: %d probes, want %d" % (k, kinds[k], n))
    all_mems = [m for ms in mem_by_account.values() for m in ms]
    for u in users:
        key = (u.get("tenant_id"), u.get("user_id"))
        own = mem_by_account.get(key, [])
        for p in u.get("probes", []):
            for g in p.get("forbid", []):
                if not any(w.lower() in m["content"].lower() for w in g for m in all_mems):
                    E("%s: forbid group %r matches no memory in the set (vacuous)" % (p.get("id"), g))
            if p.get("id", "").split("-")[1:2] == ["expiry"]:
                if not any(w.lower() in m["content"].lower() for g in p.get("forbid", []) for w in g for m in own):
                    E("%s: expiry forbid matches none of the account's own memories" % p.get("id"))
    # shared user_id under two tenants, with cross-tenant forbids
    by_uid = {}
    for key in mem_by_account:
        by_uid.setdefault(key[1], []).append(key)
    shared = [v for v in by_uid.values() if len(v) > 1]
    if len(shared) != 1 or len(shared[0]) != 2:
        E("want exactly one user_id shared by two tenants")
    else:
        a, b = shared[0]
        best = 0
        for me, other in ((a, b), (b, a)):
            own = " ".join(m["content"] for m in mem_by_account[me]).lower()
            oth = " ".join(m["content"] for m in mem_by_account[other]).lower()
            user = [u for u in users if (u["tenant_id"], u["user_id"]) == me][0]
            n = 0
            for p in user["probes"]:
                if any(w.lower() in oth and w.lower() not in own for g in p.get("forbid", []) for w in g):
                    n += 1
            best = max(best, n)
        if best < 2:
            E("shared user_id: fewer than two probes forbid the other tenant's keywords")
    nvu = sum(1 for m in all_mems if "valid_until" in m)
    if nvu < 3:
        E("too few memories with valid_until (%d)" % nvu)
    return errs


def summary(data):
    users = data["users"]
    mems = [m for u in users for m in u["memories"]]
    probes = [p for u in users for p in u["probes"]]
    core = sum(1 for m in mems if "-c" in m["id"])
    kinds = {}
    for p in probes:
        k = p["id"].split("-")[1]
        kinds[k] = kinds.get(k, 0) + 1
    return ("accounts=%d memories=%d core=%d background=%d probes=%d kinds=%s valid_until=%d"
            % (len(users), len(mems), core, len(mems) - core, len(probes),
               json.dumps(kinds, sort_keys=True), sum(1 for m in mems if "valid_until" in m)))


def main(argv):
    text = build()
    if "--check" in argv:
        if not os.path.exists(OUT):
            print("CHECK FAILED: %s does not exist" % OUT)
            return 1
        with open(OUT, "rb") as f:
            raw = f.read()
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as e:
            print("CHECK FAILED: not valid UTF-8 JSON: %s" % e)
            return 1
        errs = validate(data)
        if raw != text.encode("utf-8"):
            errs.append("file on disk differs from a fresh build (run without --check to rebuild)")
        if not raw.endswith(b"\n"):
            errs.append("file must end with a newline")
        if errs:
            print("CHECK FAILED (%d problems):" % len(errs))
            for e in errs:
                print("  - " + e)
            return 1
        print("CHECK OK: " + summary(data))
        return 0
    if "--debug" in argv:
        data = json.loads(text)
        for u in data["users"]:
            byid = {m["id"]: m for m in u["memories"]}
            bgs = [m for m in u["memories"] if "-p" in m["id"]]
            for p in u["probes"]:
                k = p["id"].split("-")[1]
                if k == "para":
                    print(p["id"], ["%.2f" % overlap(p["query"], byid[r]["content"]) for r in p["relevant"]])
                hits = []
                for m in bgs:
                    s = cjk_bigrams(p["query"]) & cjk_bigrams(m["content"])
                    if len(s) >= 1 and m["id"] not in p["relevant"]:
                        hits.append("%s[%s]" % (m["content"], ",".join(sorted(s))))
                if hits:
                    print("  ", p["id"], p["query"])
                    for h in hits:
                        print("      ", h)
        print(summary(data))
        errs = validate(data)
        for e in errs:
            print("ERR", e)
        return 0
    with open(OUT, "wb") as f:
        f.write(text.encode("utf-8"))
    print("wrote %s: %s" % (OUT, summary(json.loads(text))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
