#!/usr/bin/env python3
"""Build the second blind held-out track-R set bench/data/holdout2/zh_retrieval_holdout2.json.

    python bench/data/holdout2/build_holdout2.py           # write the JSON, check it, print a summary
    python bench/data/holdout2/build_holdout2.py --check   # only check the JSON already on disk

How it was written (blind): the users, core memories and probes below were
hand-written for this file only, without looking at the project's other data
sets (dev/test/dialogue/first holdout JSON) or at any engine/assistant code.
The only inputs read were the format description (shared/eval/FORMAT.md), the
probe-kind conventions of the first holdout (the docstring of
bench/data/holdout/build_holdout.py) and the background statement pool
(bench/data/src/background_pool.py), which is imported, not copied.

Deterministic: background sampling, background timestamps, background
type/importance and undated core timestamps come from random.Random seeded
with SEED + tenant_id + user_id, so a rebuild is byte-identical.

Probe ids are "p<n>-<kind>":
  para    targets a stored fact in other words, relying on world knowledge
          (杜丽娘 -> 牡丹亭/昆曲, 冉阿让 -> 悲惨世界, 德绍 -> 包豪斯, 小短腿 -> 柯基,
          悬丝傀儡 -> 提线木偶, 雨过天青 -> 汝窑 ...)
  task    a request; relevant = what a careful travel planner must take into account
  direct  the user asks about themselves (name, job, city, family)
  abst    needs no personal memory (relevant: []), but shares topic words with a
          stored fact (the user's city, hobby, planned destination)
  expiry  asked after a dated trip/plan has ended; that memory is not relevant and
          its keyword is in forbid
  bg      targets a background memory (pinned into the sample with "@statement")

Dated plans: some carry an explicit valid_until, others are left to the engine's
own inference from their wording ("2026年国庆", "2026年五一", "2027年1月").
Durable facts with time words that must NOT expire: u_guofei m10 "每年三到五月是
工作旺季", ages ("今年七岁", "今年六十七岁"). One user_id (u_anran) exists in two
tenants (安然/济南/花生过敏 vs 安冉/泉州/虾蟹过敏); their direct/para probes forbid
the other tenant's name, city and allergen.

Background memories: 150-230 per user, created_at spread uniformly over the 12
months before the reference date (2025-04-20 .. 2026-04-20); every probe is
asked after all of the user's memories. Type and importance of each background
memory are drawn from that user's own core type and importance lists, so type
and importance carry no signal about relevance.

Background hygiene (so a sampled statement never becomes silently relevant or
contradicts a core fact):
  * pets and car topics are never sampled; one cluster per family is kept;
  * "active" statements are dropped for users with mobility constraints;
  * statements naming a pool place word that occurs in the user's core facts or
    non-abstention probes, or containing one of the user's forbid keywords, are
    dropped;
  * per-user topic and keyword exclusions (USERS[...]["drop_topics"/"drop_kw"]);
    pinned statements bypass the keyword exclusions.
"""
from __future__ import annotations

import json
import random
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = HERE / "zh_retrieval_holdout2.json"
SEED = 20260713
TZ = timezone(timedelta(hours=8))
WIN_START = datetime(2025, 4, 20, 0, 0, tzinfo=TZ)
WIN_END = datetime(2026, 4, 20, 0, 0, tzinfo=TZ)
TYPES = {"preference", "constraint", "profile", "relation", "goal", "event"}
ALWAYS_DROP_TOPICS = {"pets", "car"}
BG_MIN, BG_MAX = 150, 230


def parse_pool():
    """-> list of dict(topic, type, tags, text)."""
    items, topic, ttype = [], None, None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, ttype = parts[0], parts[-1]
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",") if t.strip()]
            line = line[close + 1:].strip()
        items.append({"topic": topic, "type": ttype, "tags": tags, "text": line})
    return items


# Core tuple: (id, type, importance, content, created_at or None, valid_until or None)
# Probe tuple: (kind, at, query, relevant, forbid)
USERS = [
    {
        "user_id": "u_qiaoyuning", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫乔雨宁，住在福州仓山区，在一所中学教地理", None, None),
            ("m02", "constraint", 0.9, "用户对芒果过敏，吃完嘴唇会肿，芒果味的冰沙、布丁也不能碰", None, None),
            ("m03", "relation", 0.8, "用户的女儿小名豆豆，今年七岁，刚上一年级", None, None),
            ("m04", "preference", 0.7, "用户这两年迷上了观鸟，出门常背着双筒望远镜和一支长焦镜头", None, None),
            ("m05", "constraint", 0.7, "用户坐车走盘山路很容易晕车，单程车程超过三小时就受不了", None, None),
            ("m06", "preference", 0.6, "用户住宿偏爱带小院子的民宿，不太喜欢连锁酒店", None, None),
            ("m07", "goal", 0.8, "用户计划2026年7月中旬带丈夫和女儿去呼伦贝尔草原玩一周",
             "2026-03-08T21:12:00+08:00", "2026-07-26T23:59:59+08:00"),
            ("m08", "preference", 0.6, "用户对客家土楼、木拱廊桥这类乡土建筑很感兴趣", None, None),
            ("m09", "relation", 0.5, "用户的丈夫周恺是船舶工程师，常年跑船，假期很难提前定下来", None, None),
            ("m10", "goal", 0.6, "用户一直想找机会去盐城的湿地看丹顶鹤越冬", None, None),
            ("m11", "event", 0.5, "用户去年在霞浦拍过滩涂日出，觉得摄影团太多、机位太挤", None, None),
            ("m12", "preference", 0.6, "用户家庭出游的预算一般控制在人均每天六百元以内", None, None),
        ],
        "probes": [
            ("para", "2026-05-06T20:15:00+08:00", "去东南亚那边水果摊特别多，我自己吃的时候得避开哪一样？", ["m02"], []),
            ("para", "2026-05-10T09:30:00+08:00", "想找个地方看候鸟过境，最好能拍到成群的涉禽", ["m04", "m10"], []),
            ("task", "2026-06-12T21:40:00+08:00", "呼伦贝尔那一周帮我排下每天的路线，车程别太折腾", ["m07", "m05", "m03"], []),
            ("direct", "2026-05-15T12:05:00+08:00", "你还记得我住哪个城市、做什么工作吗？", ["m01"], []),
            ("abst", "2026-05-20T22:10:00+08:00", "福州为什么被叫作榕城？", [], []),
            ("expiry", "2026-09-08T19:20:00+08:00", "国庆想再出去一趟，帮我挑几家住处，按我一贯的喜好和预算来", ["m06", "m12"], [["呼伦贝尔"]]),
            ("para", "2026-06-20T15:00:00+08:00", "想去看看那种一圈圈围起来的大圆屋子，还有木头搭的带顶老桥", ["m08"], []),
            ("task", "2026-05-28T20:30:00+08:00", "六一想带娃去周边住一晚，顺便吃点甜品", ["m03", "m02", "m06"], []),
            ("abst", "2026-07-30T10:00:00+08:00", "黑脸琵鹭和白琵鹭怎么区分？", [], []),
            ("bg", "2026-08-02T21:00:00+08:00", "我跟你提过我从小就爱攒的那样东西吗？", ["@用户从小喜欢集邮"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["集邮", "收集", "收藏", "攒", "芒果", "晕"],
        "no_active": False,
    },
    {
        "user_id": "u_mengjiahui", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫蒙佳慧，壮族，住在南宁，在一家跨境电商公司做运营", None, None),
            ("m02", "constraint", 0.9, "用户的父亲前年中风后只能坐轮椅，出门需要无障碍通道和无障碍卫生间", None, None),
            ("m03", "relation", 0.8, "用户出远门基本都带着父母，母亲六十三岁，身体还硬朗", None, None),
            ("m04", "constraint", 0.8, "用户有过敏性哮喘，柳絮、花粉多的时候容易发作，随身带吸入剂", None, None),
            ("m05", "preference", 0.7, "用户是昆曲迷，最喜欢《牡丹亭》，每年都要看几场现场演出", None, None),
            ("m06", "goal", 0.8, "用户打算2026年国庆带父母去扬州和苏州，想在园林里看一场实景昆曲",
             "2026-04-02T22:05:00+08:00", None),
            ("m07", "preference", 0.6, "用户订酒店一定要电梯直达、房间够宽，能让轮椅转身", None, None),
            ("m08", "preference", 0.6, "用户喜欢吃淮扬菜，尤其是软兜长鱼和大煮干丝", None, None),
            ("m09", "relation", 0.5, "用户的哥哥蒙佳伟在广州当牙医，偶尔会一起出游", None, None),
            ("m10", "profile", 0.6, "用户周末常去广西民族博物馆当讲解志愿者", None, None),
            ("m11", "event", 0.5, "用户带父母坐高铁去过一次桂林，发现很多景点轮椅上不去", None, None),
        ],
        "probes": [
            ("para", "2026-05-08T21:00:00+08:00", "杜丽娘游园惊梦那出戏，哪里能看到比较好的版本？", ["m05", "m06"], []),
            ("para", "2026-05-12T13:20:00+08:00", "听说北方春末杨树毛满天飞，我那阵子过去要不要紧？", ["m04"], []),
            ("task", "2026-06-15T20:45:00+08:00", "国庆扬州那趟帮我挑酒店、排一下每天逛园林的路线", ["m06", "m02", "m07"], []),
            ("direct", "2026-05-18T11:10:00+08:00", "我是哪个民族的，你记得吗？", ["m01"], []),
            ("abst", "2026-05-22T08:40:00+08:00", "南宁老友粉这个名字是怎么来的？", [], []),
            ("task", "2026-07-02T19:30:00+08:00", "周末想带爸妈去青秀山走走，帮我看看怎么安排", ["m02", "m03"], []),
            ("expiry", "2026-10-20T20:00:00+08:00", "最近想再带爸妈出去一次，你有什么推荐？", ["m02", "m03"], [["扬州"]]),
            ("abst", "2026-06-01T22:30:00+08:00", "昆曲和京剧在唱腔上最大的区别是什么？", [], []),
            ("bg", "2026-08-11T21:15:00+08:00", "我之前说在学的那种用手比划来交流的东西，学到哪了你还记得吗？", ["@用户在学一点基础手语"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["手语", "哮喘", "父亲", "母亲", "父母", "昆曲", "戏", "志愿"],
        "no_active": False,
    },
    {
        "user_id": "u_fangzhiyuan", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫方致远，住在大连，是一名执业律师，主要做海事纠纷", None, None),
            ("m02", "constraint", 0.9, "用户有2型糖尿病，靠打胰岛素控糖，胰岛素笔需要冷藏保存", None, None),
            ("m03", "relation", 0.8, "用户的儿子方屿今年十二岁，对天文特别着迷", None, None),
            ("m04", "preference", 0.7, "用户和儿子一起玩天文摄影，有一台赤道仪和一支折射望远镜", None, None),
            ("m05", "goal", 0.8, "用户计划2026年8月中旬带儿子去青海冷湖看星空，那里有个火星营地",
             "2026-02-20T22:30:00+08:00", "2026-08-25T23:59:59+08:00"),
            ("m06", "preference", 0.6, "用户对二战史和军事博物馆很感兴趣，去过好几处要塞遗址", None, None),
            ("m07", "preference", 0.6, "用户住酒店只选行政楼层，图安静，价格不太在乎", None, None),
            ("m08", "constraint", 0.7, "用户有高原反应史，海拔一高就头疼、整夜睡不着", None, None),
            ("m09", "relation", 0.5, "用户的妻子在海关工作，很少能请长假", None, None),
            ("m10", "event", 0.5, "用户上个冬天带儿子去旅顺看了日俄战争遗址", None, None),
            ("m11", "goal", 0.6, "用户想有朝一日带儿子去智利的阿塔卡马沙漠看南半球星空", None, None),
        ],
        "probes": [
            ("para", "2026-05-07T22:00:00+08:00", "想带孩子去拍银河拱桥，国内哪里暗夜条件最好？", ["m04", "m05"], []),
            ("para", "2026-05-09T08:50:00+08:00", "出门带的那种针剂要怎么保鲜？坐飞机能随身带吗？", ["m02"], []),
            ("task", "2026-06-18T21:10:00+08:00", "8月冷湖那趟帮我规划一下交通和住宿", ["m05", "m08", "m02"], []),
            ("direct", "2026-05-20T12:30:00+08:00", "我儿子叫什么名字，多大了？", ["m03"], []),
            ("abst", "2026-05-25T20:20:00+08:00", "大连的星海广场是哪一年建成的？", [], []),
            ("para", "2026-07-10T21:45:00+08:00", "有没有讲太平洋战场、诺曼底登陆那段历史的展馆值得专门去一趟？", ["m06"], []),
            ("expiry", "2026-09-15T20:00:00+08:00", "暑假拍星空的照片整理好了，接下来还有什么观星的安排值得考虑？", ["m11", "m04"], [["冷湖"]]),
            ("abst", "2026-06-05T22:40:00+08:00", "火星上的一天有多长？", [], []),
            ("bg", "2026-08-30T20:10:00+08:00", "我最近在学的那个黑白子的棋，你还记得是什么吗？", ["@用户最近在学下围棋"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["棋", "糖", "甜", "奶茶", "天文", "望远镜", "星", "高原", "博物馆"],
        "no_active": False,
    },
    {
        "user_id": "u_yeqiutong", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫叶秋桐，住在昆明，是自由职业的绘本插画师", None, None),
            ("m02", "constraint", 0.9, "用户吃蛋奶素，不吃任何肉和海鲜，汤底也不能有荤油", None, None),
            ("m03", "relation", 0.8, "用户养了一只四岁的柯基叫土豆，国内旅行尽量带着它", None, None),
            ("m04", "preference", 0.7, "用户去年开始学冲浪，现在能在小浪里自己站起来", None, None),
            ("m05", "goal", 0.8, "用户计划2026年6月去海南万宁日月湾住两周，边冲浪边画画",
             "2026-03-15T23:00:00+08:00", "2026-06-30T23:59:59+08:00"),
            ("m06", "preference", 0.7, "用户订住处第一条件是能带狗，其次要有能摊开画纸的大桌子", None, None),
            ("m07", "preference", 0.6, "用户喜欢逛独立书店和绘本馆，每到一个城市都要找一家", None, None),
            ("m08", "constraint", 0.6, "用户皮肤对强紫外线很敏感，晒久了会起红疹", None, None),
            ("m09", "relation", 0.5, "用户的合作编辑小满在上海，出差时常去她家借住", None, None),
            ("m10", "goal", 0.6, "用户想找机会去斯里兰卡的阿鲁甘湾冲浪", None, None),
            ("m11", "event", 0.5, "用户在大理办过一次小型绘本原画展", None, None),
        ],
        "probes": [
            ("para", "2026-05-06T12:20:00+08:00", "在外面吃饭想点碗汤面，得跟店家交代些什么？", ["m02"], []),
            ("task", "2026-05-12T22:30:00+08:00", "万宁那两周帮我找个住的地方", ["m05", "m06", "m03"], []),
            ("para", "2026-05-20T18:40:00+08:00", "家里那只小短腿坐高铁能一起带上吗？", ["m03"], []),
            ("direct", "2026-05-25T10:15:00+08:00", "我是干哪一行的？", ["m01"], []),
            ("abst", "2026-06-02T09:00:00+08:00", "昆明为什么一年四季都不冷不热？", [], []),
            ("task", "2026-06-08T21:30:00+08:00", "在日月湾下水那几天，防晒该怎么准备？", ["m08", "m05", "m04"], []),
            ("expiry", "2026-08-18T20:50:00+08:00", "秋天想找个海边再去踩板子，哪里合适？", ["m04", "m10"], [["万宁", "日月湾"]]),
            ("para", "2026-07-05T16:00:00+08:00", "到了新城市想找几家专卖图画书的小店", ["m07"], []),
            ("abst", "2026-06-15T23:10:00+08:00", "冲浪的长板和短板有什么区别？", [], []),
            ("bg", "2026-09-01T20:00:00+08:00", "我之前说过自己动手做的那种点着会散发香味的小东西，是什么来着？", ["@用户会自己做香薰蜡烛"], []),
        ],
        "drop_topics": {"work", "commute"},
        "drop_kw": ["香", "蜡烛", "鱼油", "钓鱼", "晒", "冲浪", "书店"],
        "no_active": False,
    },
    {
        "user_id": "u_duanxiaoou", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫段晓鸥，住在长春，在一家汽车零部件厂做质检工程师", None, None),
            ("m02", "preference", 0.8, "用户是单板滑雪爱好者，能滑黑道，最爱粉雪", None, None),
            ("m03", "constraint", 0.8, "用户恐高，玻璃栈道、高空观景台一律不去，但滑雪缆车还能忍", None, None),
            ("m04", "relation", 0.7, "用户的妻子祁楠乳糖不耐，喝牛奶、吃奶油都会肚子疼", None, None),
            ("m05", "goal", 0.8, "用户一直想去北海道二世谷滑一次粉雪，打算2027年1月成行",
             "2026-01-10T21:00:00+08:00", None),
            ("m06", "goal", 0.7, "用户打算2026年五一和妻子去延吉吃朝鲜族烤肉、逛延边大学对面的网红墙",
             "2026-03-01T20:40:00+08:00", None),
            ("m07", "preference", 0.6, "用户喜欢拍老工业厂房和伪满时期的老建筑", None, None),
            ("m08", "preference", 0.6, "用户住酒店喜欢紧挨雪场或景区，愿意多花钱省路上的时间", None, None),
            ("m09", "relation", 0.5, "用户的岳母住在吉林市，逢年过节会一起过", None, None),
            ("m10", "constraint", 0.6, "用户手脚特别怕冻，去年在雪场冻伤过一次脚趾", None, None),
        ],
        "probes": [
            ("task", "2026-04-27T21:20:00+08:00", "五一去延吉，帮我挑几家吃饭的地方，我老婆肠胃娇气", ["m06", "m04"], []),
            ("para", "2026-05-10T22:00:00+08:00", "想找个雪又干又松、一脚下去没过膝盖的地方", ["m02", "m05"], []),
            ("expiry", "2026-06-10T20:30:00+08:00", "端午想和老婆出去玩两天，吃的方面帮我留意下", ["m04"], [["延吉"]]),
            ("para", "2026-05-15T19:00:00+08:00", "那种脚底下是透明的悬空步道，我能去走吗？", ["m03"], []),
            ("direct", "2026-05-18T12:40:00+08:00", "我跟你说过我在什么厂上班吗？", ["m01"], []),
            ("task", "2026-08-20T21:30:00+08:00", "帮我规划明年一月去二世谷的行程，住哪里方便", ["m05", "m08", "m10"], []),
            ("abst", "2026-06-01T09:10:00+08:00", "长春为什么被叫作北国春城？", [], []),
            ("abst", "2026-07-01T22:20:00+08:00", "单板和双板哪个更容易入门？", [], []),
            ("para", "2026-09-03T18:30:00+08:00", "出差顺路想拍些废弃的车间、烟囱、锅炉房之类的", ["m07"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["十七楼", "滑", "恐高", "牛奶", "奶油", "酸奶", "冻"],
        "no_active": False,
    },
    {
        "user_id": "u_maxiaowen", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫马晓雯，回族，住在银川，在一所大学当辅导员", None, None),
            ("m02", "constraint", 0.9, "用户只吃清真食品，也不喝酒，出门会先查好清真餐厅", None, None),
            ("m03", "relation", 0.6, "用户常和大学闺蜜苏禾一起出游，两人习惯住一间双床房", None, None),
            ("m04", "goal", 0.8, "用户和闺蜜计划2026年7月下旬去葡萄牙，里斯本、波尔图各住几天",
             "2026-02-14T22:00:00+08:00", "2026-08-05T23:59:59+08:00"),
            ("m05", "preference", 0.7, "用户喜欢彩绘瓷砖和马赛克纹样，对伊斯兰风格的建筑装饰特别着迷", None, None),
            ("m06", "preference", 0.6, "用户出国机票只坐经济舱，酒店每晚预算不超过七百元人民币", None, None),
            ("m07", "preference", 0.7, "用户是话剧迷，每年都会专程去外地看几场先锋话剧", None, None),
            ("m08", "constraint", 0.6, "用户外语不好，英语只能勉强看懂菜单", None, None),
            ("m09", "event", 0.5, "用户去年暑假在喀什老城住了三天，很喜欢那里的高台民居", None, None),
            ("m10", "goal", 0.6, "用户想在三十岁前去一次摩洛哥的舍夫沙万", None, None),
            ("m11", "profile", 0.5, "用户今年二十七岁，还没结婚", None, None),
        ],
        "probes": [
            ("para", "2026-05-08T21:30:00+08:00", "到了欧洲找吃的，哪些店我能放心进？", ["m02"], []),
            ("task", "2026-05-20T22:15:00+08:00", "葡萄牙那趟帮我订住宿、排一下行程", ["m04", "m06", "m03"], []),
            ("para", "2026-06-01T20:00:00+08:00", "听说那边满墙都是蓝白色的釉面砖画，哪里最集中？", ["m05", "m04"], []),
            ("direct", "2026-05-12T12:00:00+08:00", "我现在在哪儿上班？", ["m01"], []),
            ("abst", "2026-06-10T21:40:00+08:00", "银川的西夏陵是什么时候修建的？", [], []),
            ("para", "2026-06-15T19:50:00+08:00", "最近有没有值得专门跑一趟的小剧场舞台作品？", ["m07"], []),
            ("expiry", "2026-09-10T20:20:00+08:00", "寒假想再和闺蜜出国一次，帮我想想去哪", ["m10", "m02", "m06"], [["葡萄牙", "里斯本", "波尔图"]]),
            ("abst", "2026-07-01T23:00:00+08:00", "葡萄牙语和西班牙语能互通吗？", [], []),
            ("bg", "2026-08-20T21:00:00+08:00", "我最近在读的那本讲地方政府怎么搞经济的书叫什么？", ["@用户最近在读《置身事内》"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["最近在读", "经济学", "酒吧", "话剧", "瓷", "陶", "结婚", "婚礼"],
        "no_active": False,
    },
    {
        "user_id": "u_pengzhao", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫彭昭，今年六十七岁，住在长沙，退休前是中学数学老师", None, None),
            ("m02", "constraint", 0.9, "用户左膝半月板损伤，不能爬山爬台阶，连续走路最好不超过四十分钟", None, None),
            ("m03", "relation", 0.8, "用户出门一般和老伴刘桂芬一起，老伴坐船会晕", None, None),
            ("m04", "preference", 0.7, "用户喜欢书法，收了不少碑帖拓片，出门爱看古代石刻", None, None),
            ("m05", "goal", 0.8, "用户和老伴打算2026年6月中旬去大同看云冈石窟和悬空寺",
             "2026-03-20T19:30:00+08:00", "2026-06-22T23:59:59+08:00"),
            ("m06", "goal", 0.7, "用户准备2026年11月到2027年2月去海南陵水住三个月避寒",
             "2026-04-10T20:00:00+08:00", "2027-02-28T23:59:59+08:00"),
            ("m07", "preference", 0.6, "用户不爱坐飞机，长途更喜欢坐动卧", None, None),
            ("m08", "relation", 0.6, "用户的孙子彭一诺五岁，寒暑假常被送来住", None, None),
            ("m09", "constraint", 0.7, "用户有高血压，每天早晚各吃一次降压药", None, None),
            ("m10", "preference", 0.6, "用户口味重，无辣不欢，最怕出门吃得太清淡", None, None),
            ("m11", "event", 0.5, "用户退休那年和同事们去过一次张家界，但没上天门山", None, None),
        ],
        "probes": [
            ("para", "2026-05-05T09:20:00+08:00", "景区那种几百级的石阶我还上得去吗？", ["m02"], []),
            ("task", "2026-05-20T20:00:00+08:00", "大同那趟帮我排一下，悬空寺要不要上去？", ["m05", "m02", "m07"], []),
            ("para", "2026-05-25T15:30:00+08:00", "想去看看古人刻在石头上的字，哪里收藏得最多？", ["m04"], []),
            ("direct", "2026-06-01T10:00:00+08:00", "我退休前是教什么的？", ["m01"], []),
            ("abst", "2026-06-05T16:45:00+08:00", "长沙的岳麓书院是哪个朝代建的？", [], []),
            ("task", "2026-07-15T20:30:00+08:00", "暑假孙子来了，想带他去省内玩两天", ["m08", "m02"], []),
            ("expiry", "2026-08-10T19:40:00+08:00", "九月想和老伴出趟远门，路上别太累", ["m03", "m02", "m07"], [["大同", "云冈", "悬空寺"]]),
            ("task", "2026-09-20T21:00:00+08:00", "陵水过冬那三个月，帮我看看租什么样的房子合适", ["m06", "m02", "m03"], []),
            ("abst", "2026-05-10T10:30:00+08:00", "云冈石窟是北魏哪个皇帝开始开凿的？", [], []),
        ],
        "drop_topics": {"work", "commute"},
        "drop_kw": ["研究生", "教师资格", "在职", "实习", "公司", "同事", "领导", "加班", "工位", "上班",
                    "父母", "父亲", "母亲", "外婆", "爷爷", "奶奶", "大学", "室友", "婚礼", "跳槽", "年终",
                    "房贷", "租房", "房东", "办公", "报销", "弟弟", "侄子", "堂弟", "表哥", "妹妹", "姐姐",
                    "表姐", "发小", "血压", "膝盖", "爬", "书法", "字", "辣", "孙"],
        "no_active": True,
    },
    {
        "user_id": "u_guofei", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫郭菲，住在温州，在一家鞋业公司做外贸业务员", None, None),
            ("m02", "constraint", 0.9, "用户的儿子对花生和腰果过敏，吃到会起荨麻疹，出门随身带抗过敏药", None, None),
            ("m03", "relation", 0.8, "用户有两个孩子：儿子郭子墨九岁，女儿郭朵朵三岁，出门还要坐推车", None, None),
            ("m04", "preference", 0.7, "用户的儿子是恐龙迷，能叫出几十种恐龙的名字", None, None),
            ("m05", "goal", 0.8, "用户计划2026年暑假8月初带全家去自贡和乐山，主要看恐龙博物馆",
             "2026-04-05T21:30:00+08:00", "2026-08-12T23:59:59+08:00"),
            ("m06", "preference", 0.7, "用户订酒店一定要家庭房，最好带儿童泳池", None, None),
            ("m07", "relation", 0.6, "用户的丈夫特别怕热，夏天在户外超过半小时就烦躁犯困", None, None),
            ("m08", "preference", 0.6, "用户一家出行更喜欢坐高铁，孩子能在车厢里走动", None, None),
            ("m09", "goal", 0.6, "用户打算给两个孩子办护照，等女儿大一点带全家出国", None, None),
            ("m10", "profile", 0.5, "用户每年三到五月是外贸旺季，那段时间请不了假", None, None),
            ("m11", "event", 0.5, "用户带儿子去过常州恐龙园，儿子玩得很开心", None, None),
        ],
        "probes": [
            ("para", "2026-05-06T19:10:00+08:00", "带孩子在路边买零食，哪些坚果类的千万别碰？", ["m02"], []),
            ("task", "2026-05-15T21:40:00+08:00", "自贡乐山那趟帮我订酒店，安排下每天的行程", ["m05", "m06", "m07", "m03"], []),
            ("para", "2026-05-22T20:20:00+08:00", "老大最近迷那些史前巨兽，有什么地方能带他去看化石？", ["m04", "m05"], []),
            ("direct", "2026-05-28T12:15:00+08:00", "我家小女儿叫什么、几岁了？", ["m03"], []),
            ("abst", "2026-06-03T22:00:00+08:00", "温州的雁荡山一般几月份景色最好？", [], []),
            ("expiry", "2026-09-05T20:10:00+08:00", "国庆想带孩子们去周边玩两天", ["m03", "m02", "m06"], [["自贡", "乐山"]]),
            ("task", "2026-06-20T21:20:00+08:00", "明年春天想请一周假带孩子去云南，你觉得时间上行吗？", ["m10", "m03"], []),
            ("abst", "2026-07-02T20:45:00+08:00", "霸王龙和暴龙是同一种恐龙吗？", [], []),
            ("bg", "2026-08-25T21:30:00+08:00", "我那个跟我住得很近的亲戚是谁来着？", ["@用户的大姨跟用户住在同一个小区"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["大姨", "花生", "坚果", "腰果", "恐龙", "护照", "外贸", "旺季", "侄子"],
        "no_active": False,
    },
    {
        "user_id": "u_shenyanqiu", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "用户叫沈砚秋，住在合肥，在一家芯片公司做验证工程师", None, None),
            ("m02", "preference", 0.8, "用户是马拉松跑者，全马最好成绩三小时二十分", None, None),
            ("m03", "goal", 0.9, "用户抽中了2026年9月27日柏林马拉松的名额，准备提前三天到柏林",
             "2026-01-05T22:10:00+08:00", "2026-09-28T23:59:59+08:00"),
            ("m04", "constraint", 0.9, "用户对青霉素类药物过敏，在外就医必须提前说明", None, None),
            ("m05", "preference", 0.7, "用户喜欢包豪斯和现代主义建筑，收了好几本柯布西耶的作品集", None, None),
            ("m06", "preference", 0.6, "用户喜欢听techno电子乐，出国会专门找地下俱乐部", None, None),
            ("m07", "preference", 0.6, "用户习惯一个人旅行，不跟团，喜欢住市中心的设计型酒店", None, None),
            ("m08", "constraint", 0.7, "用户赛前一周不吃辛辣和生冷食物，肠胃比较敏感", None, None),
            ("m09", "relation", 0.5, "用户的父母在安庆老家开了一家小超市", None, None),
            ("m10", "goal", 0.6, "用户想在四十岁前跑完世界六大马拉松", None, None),
            ("m11", "event", 0.5, "用户去年秋天跑完一场全马后膝盖外侧疼了一周", None, None),
        ],
        "probes": [
            ("para", "2026-05-06T23:00:00+08:00", "出国万一发烧要去诊所，开药时我得提醒医生什么？", ["m04"], []),
            ("task", "2026-05-15T21:50:00+08:00", "九月底去德国跑比赛，帮我安排住宿和赛前饮食", ["m03", "m07", "m08"], []),
            ("para", "2026-05-25T20:40:00+08:00", "想顺路去德绍看看那所学校的校舍和大师住宅", ["m05"], []),
            ("direct", "2026-06-01T12:20:00+08:00", "我在合肥是做哪一行的？", ["m01"], []),
            ("abst", "2026-06-05T22:30:00+08:00", "马拉松全程为什么是42.195公里？", [], []),
            ("para", "2026-06-15T23:20:00+08:00", "晚上想找个放四四拍工业电音的地方蹦一蹦", ["m06"], []),
            ("expiry", "2026-10-12T21:00:00+08:00", "下一场比赛还没定，帮我看看接下来报哪个", ["m10", "m02"], [["柏林"]]),
            ("abst", "2026-07-01T19:30:00+08:00", "合肥的包公园里都有些什么？", [], []),
            ("task", "2026-08-01T22:00:00+08:00", "比赛前那几天在柏林除了休息还能去哪里转转？", ["m03", "m05", "m06"], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["父母", "父亲", "母亲", "马拉松", "跑", "膝盖", "药", "电子乐", "辣", "芯片"],
        "no_active": False,
    },
    {
        "user_id": "u_anran", "tenant_id": "t_qingshan",
        "core": [
            ("m01", "profile", 0.8, "用户叫安然，住在济南，是一家宠物医院的兽医", None, None),
            ("m02", "constraint", 0.9, "用户对花生严重过敏，花生油、花生酱都不能碰", None, None),
            ("m03", "relation", 0.7, "用户和丈夫陈牧野结婚三年，还没有孩子", None, None),
            ("m04", "preference", 0.7, "用户喜欢看音乐剧，最爱《悲惨世界》，想去伦敦西区看一场", None, None),
            ("m05", "goal", 0.8, "用户计划2026年五一和丈夫去威海看海、吃海鲜",
             "2026-03-25T21:00:00+08:00", None),
            ("m06", "preference", 0.6, "用户住酒店喜欢有浴缸的房间，愿意为此多付钱", None, None),
            ("m07", "preference", 0.6, "用户对宋代瓷器很感兴趣，特别是汝窑和定窑", None, None),
            ("m08", "constraint", 0.6, "用户夜里睡眠很浅，酒店房间不能临街", None, None),
            ("m09", "goal", 0.6, "用户想学骑马，打算找个草原马场上几节课", None, None),
        ],
        "probes": [
            ("direct", "2026-05-08T20:00:00+08:00", "我叫什么名字，住在哪儿？", ["m01"], [["安冉"], ["泉州"]]),
            ("para", "2026-05-12T12:30:00+08:00", "在外面吃凉拌菜、担担面，我要叮嘱后厨什么？", ["m02"], [["虾", "蟹"]]),
            ("task", "2026-05-26T21:10:00+08:00", "端午想和老公去烟台住两晚，帮我挑家酒店、推荐几家馆子", ["m06", "m08", "m02"], []),
            ("para", "2026-06-03T22:20:00+08:00", "想看冉阿让那部戏的原版演出", ["m04"], []),
            ("expiry", "2026-06-10T20:40:00+08:00", "暑假还想和老公去海边住几天，酒店按我的习惯挑", ["m06", "m08"], [["威海"]]),
            ("abst", "2026-06-15T09:30:00+08:00", "济南为什么叫泉城？", [], []),
            ("para", "2026-07-08T21:00:00+08:00", "想看雨过天青色、带开片的那种碗盏，哪家博物馆藏得多？", ["m07"], []),
            ("bg", "2026-08-05T20:30:00+08:00", "我之前考的那个救护方面的证书叫什么来着？", ["@用户考了红十字会的急救员证"], [["茶叶"]]),
        ],
        "drop_topics": set(),
        "drop_kw": ["急救", "证书", "资格证", "花生", "宠物", "猫", "狗", "瓷", "陶", "音乐剧", "骑", "马"],
        "no_active": False,
    },
    {
        "user_id": "u_anran", "tenant_id": "t_lanhai",
        "core": [
            ("m01", "profile", 0.8, "用户叫安冉，住在泉州，家里做铁观音茶叶生意", None, None),
            ("m02", "constraint", 0.9, "用户对虾蟹等甲壳类海鲜过敏，吃了会全身起疹子", None, None),
            ("m03", "relation", 0.7, "用户的母亲七十岁了，腿脚不太方便，出游时走不了远路", None, None),
            ("m04", "preference", 0.7, "用户是南音和提线木偶戏的老戏迷", None, None),
            ("m05", "goal", 0.8, "用户计划2026年8月带母亲去武夷山住一周，顺便看看茶山",
             "2026-04-08T20:15:00+08:00", "2026-08-31T23:59:59+08:00"),
            ("m06", "preference", 0.6, "用户喜欢住老城区骑楼或古厝改造的精品酒店", None, None),
            ("m07", "preference", 0.6, "用户爱喝工夫茶，出门都带一套便携茶具", None, None),
            ("m08", "event", 0.5, "用户在潮州古城住过三晚，很喜欢那里的牌坊街", None, None),
            ("m09", "profile", 0.5, "用户还是单身，周末常去开元寺附近喝茶会友", None, None),
        ],
        "probes": [
            ("direct", "2026-05-09T21:00:00+08:00", "我叫什么？你记得吗", ["m01"], [["安然"], ["济南"]]),
            ("para", "2026-05-14T19:20:00+08:00", "去海边大排档吃饭，哪些带硬壳的东西我得躲开？", ["m02"], [["花生"]]),
            ("task", "2026-06-02T21:30:00+08:00", "8月武夷山那趟帮我选住处、安排一下行程", ["m05", "m03", "m06"], []),
            ("para", "2026-06-20T20:00:00+08:00", "想听那种琵琶洞箫伴奏的古老唱腔，再看一场悬丝傀儡", ["m04"], []),
            ("expiry", "2026-09-20T20:30:00+08:00", "国庆带我妈去哪儿走走比较轻松？", ["m03"], [["武夷山"]]),
            ("abst", "2026-07-03T10:00:00+08:00", "泉州的洛阳桥是什么时候建的？", [], []),
            ("abst", "2026-07-20T16:00:00+08:00", "铁观音属于绿茶还是乌龙茶？", [], []),
        ],
        "drop_topics": set(),
        "drop_kw": ["父母", "父亲", "母亲", "结婚", "婚", "茶", "南音", "木偶", "戏", "相声", "评书"],
        "no_active": False,
    },
]

USERS.insert(1, {
    "user_id": "u_hanshuo", "tenant_id": "default",
    "core": [
        ("m01", "profile", 0.8, "用户叫韩硕，住在兰州，在风电场做运维工程师，常驻戈壁上的场站", None, None),
        ("m02", "constraint", 0.9, "用户有痛风，动物内脏、浓肉汤和啤酒都得忌口", None, None),
        ("m03", "relation", 0.7, "用户的女朋友阿珂在西安读博，两人大概每月见一次", None, None),
        ("m04", "preference", 0.8, "用户是摇滚乐迷，每年至少跑两个音乐节，最爱二手玫瑰", None, None),
        ("m05", "preference", 0.7, "用户业余玩室内抱石，能爬V4难度的线路", None, None),
        ("m06", "goal", 0.8, "用户打算2026年9月中旬和女朋友去阿勒泰看白桦林，再进喀纳斯住两晚",
         "2026-04-01T22:40:00+08:00", "2026-09-25T23:59:59+08:00"),
        ("m07", "preference", 0.6, "用户出门住宿不挑，青旅也行，但一定要独立卫浴", None, None),
        ("m08", "constraint", 0.6, "用户每次最多只能调休六天，连休需要提前一个月报给场站", None, None),
        ("m09", "event", 0.5, "用户前年在张北的草原音乐节淋了一整晚雨", None, None),
        ("m10", "goal", 0.6, "用户想找机会去甲米的海边攀一次天然岩壁", None, None),
    ],
    "probes": [
        ("para", "2026-05-07T22:10:00+08:00", "去新疆想大口吃羊杂、喝夺命大乌苏，我这身体扛得住吗？", ["m02"], []),
        ("para", "2026-05-11T21:00:00+08:00", "梁龙那支乐队今年有巡演吗？想找一场去看", ["m04"], []),
        ("task", "2026-06-09T22:30:00+08:00", "九月阿勒泰那趟帮我订住的、排一下路线", ["m06", "m07", "m08"], []),
        ("direct", "2026-05-16T13:00:00+08:00", "我在哪儿上班来着？", ["m01"], []),
        ("abst", "2026-05-21T20:00:00+08:00", "兰州牛肉面讲究的“一清二白三红四绿五黄”是指什么？", [], []),
        ("para", "2026-06-20T19:15:00+08:00", "周末想找个不用绑绳子、徒手爬矮墙的馆子练练", ["m05"], []),
        ("expiry", "2026-10-15T21:20:00+08:00", "年底前还想和女朋友出去一趟，帮我想想怎么安排", ["m03", "m08"], [["阿勒泰", "喀纳斯"]]),
        ("abst", "2026-07-12T23:00:00+08:00", "喀纳斯湖水怪的传说是真的吗？", [], []),
    ],
    "drop_topics": set(),
    "drop_kw": ["酒", "音乐节", "攀", "抱石", "爬", "尿酸", "喀什", "调休"],
    "no_active": False,
})


def ts(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def rand_time(rng: random.Random) -> str:
    span = (WIN_END - WIN_START).days
    day = WIN_START + timedelta(days=rng.randrange(span))
    return ts(day.replace(hour=rng.randint(7, 23), minute=rng.randrange(60), second=rng.randrange(60)))


def build_user(spec, pool):
    rng = random.Random(f"{SEED}|{spec['tenant_id']}|{spec['user_id']}")
    core_types = [c[1] for c in spec["core"]]
    core_imps = [c[2] for c in spec["core"]]
    memories = []
    for mid, mtype, imp, content, created, valid in spec["core"]:
        m = {"id": mid, "content": content, "type": mtype, "importance": imp,
             "created_at": created or rand_time(rng)}
        if valid:
            m["valid_until"] = valid
        memories.append(m)

    pinned = [r[1:] for p in spec["probes"] for r in p[3] if r.startswith("@")]
    user_text = " ".join(c[3] for c in spec["core"]) + " " + " ".join(
        p[2] for p in spec["probes"] if p[0] != "abst")
    places = [w for w in PLACE_WORDS if w in user_text]
    forbid_kw = [k for p in spec["probes"] for alt in p[4] for k in alt]

    # one cluster per family
    families = {}
    for it in pool:
        for t in it["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    keep_cluster = {fam: rng.choice(sorted(cls)) for fam, cls in sorted(families.items())}

    pool_texts = {it["text"] for it in pool}
    for s in pinned:
        if s not in pool_texts:
            raise SystemExit(f"pinned statement not in pool: {s}")

    eligible = []
    for it in pool:
        text = it["text"]
        if text in pinned:
            continue
        if it["topic"] in ALWAYS_DROP_TOPICS or it["topic"] in spec["drop_topics"]:
            continue
        if spec["no_active"] and "active" in it["tags"]:
            continue
        bad = False
        for t in it["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                if keep_cluster[fam] != cl:
                    bad = True
        if bad:
            continue
        if any(w in text for w in places) or any(k in text for k in forbid_kw):
            continue
        if any(k in text for k in spec["drop_kw"]):
            continue
        eligible.append(text)

    n_bg = rng.randint(165, 215)
    if len(eligible) + len(pinned) < n_bg:
        n_bg = len(eligible) + len(pinned)
    chosen = pinned + rng.sample(eligible, n_bg - len(pinned))
    rng.shuffle(chosen)
    bg_ids = {}
    for i, text in enumerate(chosen, 1):
        bid = f"b{i:03d}"
        bg_ids[text] = bid
        memories.append({"id": bid, "content": text, "type": rng.choice(core_types),
                         "importance": rng.choice(core_imps), "created_at": rand_time(rng)})
    memories.sort(key=lambda m: (m["created_at"], m["id"]))

    probes = []
    for n, (kind, at, query, rel, forbid) in enumerate(spec["probes"], 1):
        rel_ids = [bg_ids[r[1:]] if r.startswith("@") else r for r in rel]
        p = {"id": f"p{n}-{kind}", "at": at, "query": query, "relevant": rel_ids}
        if forbid:
            p["forbid"] = forbid
        probes.append(p)
    return {"user_id": spec["user_id"], "tenant_id": spec["tenant_id"],
            "memories": memories, "probes": probes}


def build():
    pool = parse_pool()
    return {"format": "memory-eval/v1", "name": "zh-retrieval-holdout2 (blind, track R)",
            "users": [build_user(s, pool) for s in USERS]}


def check(data) -> list[str]:
    errs = []
    if data.get("format") != "memory-eval/v1":
        errs.append("format must be memory-eval/v1")
    users = data.get("users", [])
    if len(users) != 12:
        errs.append(f"expected 12 users, got {len(users)}")
    keys = [(u.get("tenant_id", "default"), u["user_id"]) for u in users]
    if len(set(keys)) != len(keys):
        errs.append("duplicate (tenant_id, user_id)")
    ids_by_uid = Counter(u["user_id"] for u in users)
    if not any(c == 2 for c in ids_by_uid.values()):
        errs.append("no user_id shared by two tenants")
    total_probes = 0
    for u in users:
        tag = f"{u.get('tenant_id', 'default')}/{u['user_id']}"
        if u.get("sessions"):
            errs.append(f"{tag}: sessions present in a track-R set")
        mems = u["memories"]
        ids = [m["id"] for m in mems]
        if len(set(ids)) != len(ids):
            errs.append(f"{tag}: duplicate memory ids")
        by_id = {m["id"]: m for m in mems}
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if not 8 <= len(core) <= 14:
            errs.append(f"{tag}: {len(core)} core memories")
        if not BG_MIN <= len(bg) <= BG_MAX:
            errs.append(f"{tag}: {len(bg)} background memories")
        for m in mems:
            if m.get("type") not in TYPES:
                errs.append(f"{tag}: {m['id']} bad type {m.get('type')}")
            if not 0.5 <= m.get("importance", 0) <= 0.9:
                errs.append(f"{tag}: {m['id']} importance out of range")
            if not m["content"].startswith("用户"):
                errs.append(f"{tag}: {m['id']} not third person")
        last = max(datetime.fromisoformat(m["created_at"]) for m in mems)
        probes = u.get("probes", [])
        total_probes += len(probes)
        if not 7 <= len(probes) <= 10:
            errs.append(f"{tag}: {len(probes)} probes")
        pids = [p["id"] for p in probes]
        if len(set(pids)) != len(pids):
            errs.append(f"{tag}: duplicate probe ids")
        for p in probes:
            if "relevant" not in p or not p.get("query"):
                errs.append(f"{tag}: {p['id']} missing relevant/query")
                continue
            for r in p["relevant"]:
                if r not in by_id:
                    errs.append(f"{tag}: {p['id']} relevant {r} not in memories")
            at = datetime.fromisoformat(p["at"])
            if at <= last:
                errs.append(f"{tag}: {p['id']} asked before the last memory")
            kind = p["id"].split("-", 1)[1]
            if kind == "abst" and p["relevant"]:
                errs.append(f"{tag}: {p['id']} abstention probe with relevant ids")
            if kind != "abst" and not p["relevant"]:
                errs.append(f"{tag}: {p['id']} empty relevant")
            for alt in p.get("forbid", []):
                for k in alt:
                    for r in p["relevant"]:
                        if r in by_id and k.lower() in by_id[r]["content"].lower():
                            errs.append(f"{tag}: {p['id']} forbid '{k}' in relevant {r}")
                    hits = [m["id"] for m in mems if k in m["content"]]
                    if kind == "expiry":
                        if not hits:
                            errs.append(f"{tag}: {p['id']} forbid '{k}' matches no memory")
                        for h in hits:
                            vu = by_id[h].get("valid_until")
                            if vu and datetime.fromisoformat(vu) >= at:
                                errs.append(f"{tag}: {p['id']} '{k}' memory {h} still valid")
                    elif hits:
                        errs.append(f"{tag}: {p['id']} forbid '{k}' matches own memory {hits}")
    if total_probes < 90:
        errs.append(f"only {total_probes} probes")
    return errs


def summary(data) -> str:
    users = data["users"]
    core = sum(sum(m["id"].startswith("m") for m in u["memories"]) for u in users)
    bg = sum(sum(m["id"].startswith("b") for m in u["memories"]) for u in users)
    kinds = Counter(p["id"].split("-", 1)[1] for u in users for p in u["probes"])
    nprobes = sum(kinds.values())
    lines = [f"users: {len(users)} (distinct user_ids: {len({u['user_id'] for u in users})})",
             f"core memories: {core}", f"background memories: {bg}",
             f"probes: {nprobes} " + " ".join(f"{k}={kinds[k]}" for k in sorted(kinds))]
    for u in users:
        nb = sum(m["id"].startswith("b") for m in u["memories"])
        nc = len(u["memories"]) - nb
        lines.append(f"  {u['tenant_id']}/{u['user_id']}: core={nc} bg={nb} probes={len(u['probes'])}")
    ct = Counter(m["type"] for u in users for m in u["memories"] if m["id"].startswith("m"))
    bt = Counter(m["type"] for u in users for m in u["memories"] if m["id"].startswith("b"))
    lines.append("type share core: " + " ".join(f"{t}={ct[t]/core:.2f}" for t in sorted(TYPES)))
    lines.append("type share bg:   " + " ".join(f"{t}={bt[t]/bg:.2f}" for t in sorted(TYPES)))
    ci = sum(m["importance"] for u in users for m in u["memories"] if m["id"].startswith("m")) / core
    bi = sum(m["importance"] for u in users for m in u["memories"] if m["id"].startswith("b")) / bg
    lines.append(f"mean importance core={ci:.3f} bg={bi:.3f}")
    return "\n".join(lines)


def main():
    if "--check" not in sys.argv[1:]:
        data = build()
        OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")
    data = json.loads(OUT.read_text(encoding="utf-8"))
    errs = check(data)
    print(summary(data))
    if errs:
        print(f"CHECK FAILED ({len(errs)} problems):")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("CHECK OK")


if __name__ == "__main__":
    main()
