#!/usr/bin/env python3
"""Build the held-out Chinese retrieval set "holdout9" (memory-eval/v1, track R).

How it was written
------------------
Blind, by hand, by one writer. Exactly two project files were read:
  * /work/shared/eval/FORMAT.md                  (the data format)
  * /work/main/bench/data/src/background_pool.py (POOL and PLACE_WORDS)
No other file under /work was opened, listed or searched (no other data set,
no engine code, no docs, no tests, no git). Nothing was run except this
script, a one-line import of background_pool to count its topics, and
mutated scratch copies of this script (to confirm that the validator fails on
broken input). No engine and no evaluator were run. This set is HELD OUT:
use it once.

Theme
-----
People whose travel is shaped by work and caring duties: shift workers,
teachers, doctors and nurses, truck and ride-hailing drivers, small-shop
owners, parents of young or disabled children, adult children caring for
elderly parents, and retirees; everyday conditions (allergies, diets, chronic
illness, disability, pregnancy, phobias, medication schedules) and dated
plans that have or have not ended.

Accounts
--------
 key  user_id         tenant   who
 wjg  u_wangjianguo   default  王建国, 52, 保定长途冷链货车司机, 2型糖尿病, 腰椎间盘突出
 zm   u_zhoumin       default  周敏, 36, 杭州小学语文老师, 儿子6岁自闭症且鸡蛋过敏
 cj1  u_chenjing      default  陈静, 29, 成都ICU护士三班倒, 芒果过敏, 恐高      (twin A)
 cj2  u_chenjing      medcare  陈晶, 41, 沈阳社区药店老板, 花生过敏, 甲减, 晕船 (twin B)
 ly   u_liuyang       default  刘洋, 38, 深圳夜班网约车司机, 痛风, 飞行恐惧, 母亲在衡阳
 zl   u_zhaoli        default  赵丽, 45, 南京裁缝铺, 照顾失智母亲和坐轮椅的父亲, 酒精过敏
 hw   u_huangwei      default  黄伟, 50, 赣州县城小超市老板, 高血压, 妻子类风湿
 sy   u_sunyue        default  孙悦, 31, 武汉急诊科医生, 怀孕, 妊娠糖尿病, 乳糖不耐
 gs   u_gaoshan       default  高山, 67, 哈尔滨退休工人, 心脏支架, 青霉素过敏, 候鸟老人
 lxy  u_linxiaoyu     default  林晓雨, 27, 东莞电子厂两班倒质检, 哮喘, 全素, 怕狗
 mq   u_maqiang       default  马强, 40, 郑州快递驿站老板, 两个孩子, 儿子牛奶蛋白过敏
 yf   u_yangfan       default  杨帆, 36, 广州中学历史老师, 脊髓损伤坐轮椅, 头孢过敏
The twins (same user_id "u_chenjing" in tenants "default" and "medcare") are
different people with a conflicting name, city and allergen; every probe of
either twin forbids the other twin's name, city and allergen.

Memory conventions
------------------
REF = 2026-05-20T09:00:00+08:00. Every memory's created_at lies in the 365
days before REF (ISO 8601, +08:00). Core memories "m01".."m13" (9-13 per
account) are typed below, third person ("用户…"), type fact / preference /
event (events are dated plans), importance 0.3-1.0, source "user_stated"
(a few "inferred"). A dated plan either carries valid_until, or leaves the
date only in its wording ("2026年暑假", "明年春节", "今年中秋"); for the
latter the script keeps a private end date (`ends`) that is used only for
validation and is NOT written to the JSON. Durable facts with time words
(每年…, 每周六…, 今年52岁) carry no end and must not expire.
Background memories "b001".. (100-180 per account) are sampled from POOL with
a seed per account, after hygiene (see EXCLUSIONS / PER-ACCOUNT drops below):
their type and importance are drawn from the account's own core lists and
created_at is uniform over the window.

Probe conventions
-----------------
Probe ids are "p<n>-<kind>", numbered across the whole set, kinds:
  para   one stored fact asked in other words; shares <= 2 distinct
         meaningful CJK characters with it (function characters
         的了我你是在有吗吧呢么什怎么样个一去要 and the word 用户 ignored)
  task   realistic planning request; relevant = 2-4 core ids a careful
         planner must weigh
  direct asks about one fact in close words (>= 2 shared characters)
  abst   general question sharing a topic word with a core fact; relevant []
  expiry asked after a dated plan ended; relevant = what is still needed;
         the plan's keyword(s) in forbid
  bg     targets one specific background statement, asked in other words
         (<= 2 shared characters); relevant = that single "b…" id
Counts: para 42, task 24, direct 10, abst 20, expiry 10, bg 6 = 112.
All probes are asked after REF, so after every memory of their account.

Validations (every build and --check)
-------------------------------------
format shape per FORMAT.md; 12 accounts / 11 user_ids / one twin pair in
two tenants; unique memory ids per account and unique probe ids; 9-13 core,
100-180 background; created_at inside the window; probe after all of its
user's memories; relevant ids exist and are core (bg: one background id);
kind counts; per-kind relevant sizes; para/bg overlap <= 2, direct >= 2;
abst topic word in the query and in a core fact; expiry asked after its plan
ended and forbids a keyword of that plan; relevant plans not ended at probe
time; forbid keywords absent from relevant memories and from every memory of
the account still applying at probe time; twin forbids; background hygiene
(no excluded topic, word, place, forbid keyword, 'active' tag for limited
mobility, one cluster per tag family, bg targets present); with --check, the
file on disk equals a fresh rebuild byte for byte.

Usage
-----
  python3 build_holdout9.py           # write zh_retrieval_holdout9.json
  python3 build_holdout9.py --check   # validate the file on disk + rebuild
"""
import json
import random
import re
import sys
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # leave no __pycache__ in the shared src folder
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

NAME = "holdout9"
OUT = HERE / f"zh_retrieval_{NAME}.json"
TZ = "+08:00"
REF = datetime.fromisoformat("2026-05-20T09:00:00+08:00")
WINDOW_START = REF - timedelta(days=365)
BG_MIN, BG_MAX = 100, 180
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
FUNC_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")


def ts(s):
    """'2025-06-08 21:14' -> '2025-06-08T21:14:00+08:00'."""
    return s.replace(" ", "T") + ":00" + TZ


def day_end(d):
    return d + "T23:59:59" + TZ


def M(mid, mtype, imp, created, content, until=None, ends=None, src="user_stated"):
    """A core memory. until -> written valid_until; ends -> private end date."""
    m = {"id": mid, "content": content, "type": mtype, "importance": imp,
         "created_at": ts(created), "source": src}
    if until:
        m["valid_until"] = day_end(until)
    return (m, day_end(ends) if ends else None)


def P(kind, at, query, relevant=(), forbid=(), topic=None, plan=None, target=None):
    return {"kind": kind, "at": ts(at), "query": query, "relevant": list(relevant),
            "forbid": [list(f) for f in forbid], "topic": topic, "plan": plan,
            "target": target}


# ---------------------------------------------------------------------------
# Background exclusions that hold for every account (reason -> topics/words)
# ---------------------------------------------------------------------------
GLOBAL_DROP_TOPICS = {
    "work profile": "office-job statements (例会, 打卡, 工位, 年会) contradict every "
                    "account's job: drivers, nurses, doctors, teachers, shop owners, a retiree",
    "commute profile": "daily metro/bus/e-bike commuting contradicts drivers, shop owners, "
                       "shift workers and a retiree, and touches travel mode",
    "family relation": "parents, siblings and children are hand-written for every account "
                       "(caring duties are the theme); pool family facts would contradict them",
    "home profile": "rent/own, floor number and housing bear on mobility and caring facts",
    "health profile": "every account has hand-written conditions; pool health facts "
                      "(normal blood pressure, anaemia, eyesight, vaccines) contradict or compete",
    "pets relation": "a pet changes who-stays-home logistics, so it is relevant to task probes",
    "car profile": "car ownership contradicts the drivers and bears on 自驾 preferences",
    "finance profile": "money statements compete with every account's budget/income fact",
    "cooking preference": "food statements (饺子, 酸奶, 面包, 咖啡) could contradict diets and allergies",
    "routine preference": "sleep, breakfast and pill-time routines contradict shift work, "
                          "diets and medication schedules",
}
GLOBAL_DROP_WORDS = {
    "family/children facts are hand-written": ["父母", "家里人", "家人", "孩子", "小孩", "侄子",
                                              "外婆", "爷爷", "奶奶", "弟弟", "妹妹", "姐姐",
                                              "表哥", "老家"],
    "diet and allergy facts are hand-written": ["吃", "喝", "茶", "咖啡", "酒", "饭", "水果",
                                               "酸奶", "面包"],
    "sleep and medication schedules (shift workers, pills)": ["睡", "早上", "晚上", "午休",
                                                             "凌晨"],
    "budget/income facts": ["花销", "元", "钱", "块", "积分", "信用卡"],
    "climate: cold-air asthma, frostbite, wintering in Hainan": ["夏天", "冬天", "天气", "热"],
    "jobs are hand-written (teachers, medics, drivers, shop owners)": ["公司", "同事", "领导",
                                                                      "工作", "加班", "上班",
                                                                      "教师", "医院", "医生", "出差",
                                                                      "专业"],
    "housing and stairs (wheelchair users, carers)": ["小区", "房", "楼"],
}
MOBILITY_NOTE = "'active' statements imply much walking/sport: dropped for limited mobility"

# ---------------------------------------------------------------------------
# Accounts
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ wjg
    dict(key="wjg", user_id="u_wangjianguo", tenant="default",
         mobility="herniated disc (m04): no marathons or heavy sport",
         drop={"competes with his fishing hobby (m08)": ["钓鱼", "水库"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-06-08 21:14", "用户叫王建国，今年52岁，家在河北保定"),
             M("m02", "fact", 0.8, "2025-06-08 21:16", "用户开长途货车跑冷链运输，一出车经常好几天在路上"),
             M("m03", "fact", 1.0, "2025-07-19 22:40", "用户有2型糖尿病，每天早晚饭后各吃一次二甲双胍"),
             M("m04", "fact", 0.8, "2025-08-30 23:05", "用户腰椎间盘突出，连续坐超过两小时腰就疼"),
             M("m05", "fact", 0.8, "2025-09-21 20:31", "用户的妻子在老家照顾他八十岁的老母亲，老人离不开人"),
             M("m06", "preference", 0.6, "2025-10-11 19:50", "用户滴酒不沾，跑车前后都不碰"),
             M("m07", "preference", 0.8, "2025-11-02 21:12", "用户出门舍不得花钱，住宿一晚不想超过200块"),
             M("m08", "preference", 0.5, "2025-11-30 18:45", "用户周末常去家附近的府河边钓鱼"),
             M("m09", "event", 0.9, "2026-01-17 20:05", "用户打算2026年7月中旬带妻子去北戴河看海",
               until="2026-07-31"),
             M("m10", "event", 0.7, "2026-02-20 21:40", "用户打算今年清明回山西给岳父上坟，顺便带妻子在那边住几天",
               ends="2026-04-06"),
             M("m11", "fact", 0.7, "2026-03-08 20:20", "用户每年秋天都要去医院复查一次眼底"),
             M("m12", "preference", 0.6, "2026-04-12 22:48", "用户开车犯困时只喝浓茶，从来不碰咖啡",
               src="inferred"),
         ],
         probes=[
             P("para", "2026-05-21 21:30", "控血糖那个药我一日服几次来着", ["m03"]),
             P("para", "2026-05-22 06:10", "我这老腰能连着开几个钟头", ["m04"]),
             P("para", "2026-05-22 23:45", "跑夜路提神我一般喝啥", ["m12"]),
             P("task", "2026-05-25 20:15", "七月份去海边那趟，帮我排排吃饭和住的地儿", ["m09", "m03", "m07"]),
             P("task", "2026-05-27 05:40", "下礼拜拉货去广州，帮我规划下路上几点歇脚、吃点啥", ["m03", "m04"]),
             P("direct", "2026-05-28 19:00", "我是不是每年秋天都得去医院查眼底", ["m11"]),
             P("abst", "2026-05-29 21:05", "北戴河几月份去海水最暖和", [], topic="北戴河"),
             P("abst", "2026-06-01 12:20", "货车走高速过路费咋算的", [], topic="货车"),
             P("expiry", "2026-05-23 20:40", "月底想跟老婆出去转两三天，你帮我合计合计", ["m05", "m07"],
               forbid=[["上坟", "岳父", "山西"]], plan="m10"),
         ]),
    # ------------------------------------------------------------------ zm
    dict(key="zm", user_id="u_zhoumin", tenant="default", mobility=None,
         drop={"competes with the jigsaw background target": ["乐高"],
               "competes with her weekend botanical-garden habit (m11)": ["植物", "花鸟"],
               "her voice condition (m07) vs singing statements": ["唱歌", "KTV"]},
         bg_target="用户喜欢拼一千片以上的拼图",
         core=[
             M("m01", "fact", 0.9, "2025-05-28 20:10", "用户叫周敏，今年36岁，在杭州一所小学教语文"),
             M("m02", "fact", 1.0, "2025-06-14 21:35", "用户的儿子今年6岁，有自闭症，对噪音和人多的地方特别敏感"),
             M("m03", "fact", 1.0, "2025-06-14 21:38", "用户的儿子对鸡蛋过敏，吃了会起荨麻疹"),
             M("m04", "fact", 0.8, "2025-07-02 19:20", "用户只能在寒暑假出远门，学期中请不了假"),
             M("m05", "fact", 0.7, "2025-08-09 22:05", "用户的丈夫在外地工作，平时是用户一个人带孩子"),
             M("m06", "fact", 0.7, "2025-09-03 20:45", "用户的儿子每周二、周四下午要去做康复训练"),
             M("m07", "fact", 0.6, "2025-10-18 21:50", "用户有慢性咽炎，讲课多了嗓子就哑"),
             M("m08", "preference", 0.7, "2025-11-23 20:12", "用户出行偏爱住带厨房的民宿，方便给孩子单独做饭"),
             M("m09", "event", 0.9, "2026-01-10 21:25", "用户打算2026年暑假带儿子去千岛湖住一周",
               ends="2026-08-31"),
             M("m10", "event", 0.7, "2026-03-02 20:40", "用户计划2026年五一带儿子去上海参加一个自闭症家长交流会",
               until="2026-05-05"),
             M("m11", "preference", 0.5, "2026-03-29 19:15", "用户周末常带儿子去植物园，孩子喜欢安静地看树"),
             M("m12", "preference", 0.7, "2026-04-20 21:05", "用户一家出游预算每次控制在五千元以内"),
         ],
         probes=[
             P("para", "2026-05-21 20:50", "像我家这种谱系娃，游乐园那种闹腾地方能带去不", ["m02"]),
             P("para", "2026-05-22 21:15", "我崽碰蛋糕要紧不", ["m03"]),
             P("para", "2026-05-24 18:30", "上课多了我这喉咙老是发不出声，是啥老毛病", ["m07"]),
             P("task", "2026-05-26 21:40", "暑假去千岛湖那趟，帮我挑挑住哪、吃啥", ["m09", "m02", "m03", "m08"]),
             P("task", "2026-06-02 20:05", "端午想带娃在周边玩一天，出个主意呗", ["m02", "m03"]),
             P("direct", "2026-05-27 19:45", "我是不是只有寒暑假才能出远门", ["m04"]),
             P("abst", "2026-05-29 22:00", "自闭症会遗传吗", [], topic="自闭症"),
             P("abst", "2026-06-03 17:20", "杭州西湖边哪里好停车", [], topic="杭州"),
             P("expiry", "2026-05-28 21:10", "最近有没有适合谱系娃家长参加的交流活动呀", ["m02"],
               forbid=[["上海", "交流会"]], plan="m10"),
             P("bg", "2026-06-04 21:30", "我爱弄的那种成千块碎片的玩意儿叫啥来着", target="用户喜欢拼一千片以上的拼图"),
         ]),
    # ------------------------------------------------------------------ cj1 (twin A)
    dict(key="cj1", user_id="u_chenjing", tenant="default", mobility=None,
         twin="cj2", twin_words=["陈静", "成都", "芒果"],
         drop={"her fear of heights (m04): cable cars and climbing": ["索道", "缆车", "爬"],
               "her expired concert plan (m10): shows and concerts": ["演唱会", "脱口秀", "相声"],
               "competes with the Rubik's-cube background target": ["拼图", "数独"]},
         bg_target="用户喜欢玩魔方，一分钟内能还原",
         core=[
             M("m01", "fact", 0.9, "2025-06-02 09:30", "用户叫陈静，29岁，在成都一家三甲医院的ICU当护士"),
             M("m02", "fact", 0.8, "2025-06-02 09:33", "用户上三班倒，一个周期是白班、夜班再休息两天"),
             M("m03", "fact", 1.0, "2025-07-11 13:20", "用户对芒果过敏，嘴唇会肿"),
             M("m04", "fact", 0.9, "2025-08-05 14:10", "用户恐高，玻璃栈道和缆车都不敢上"),
             M("m05", "fact", 0.6, "2025-09-12 15:40", "用户夜班后要补觉，至少睡到下午两点"),
             M("m06", "fact", 0.6, "2025-10-01 11:05", "用户是独生女，父母在宜宾老家开小饭馆"),
             M("m07", "preference", 0.6, "2025-10-25 16:30", "用户爱吃辣，火锅串串都喜欢"),
             M("m08", "preference", 0.7, "2025-12-06 10:45", "用户出去玩喜欢慢节奏，一天最多逛两个地方",
               src="inferred"),
             M("m09", "event", 0.9, "2026-02-14 12:15", "用户打算2026年国庆和两个同事去云南大理玩",
               ends="2026-10-08"),
             M("m10", "event", 0.6, "2026-01-20 13:50", "用户计划2026年4月去重庆看一场演唱会",
               until="2026-04-30"),
             M("m11", "fact", 0.7, "2026-03-18 14:25", "用户每年12月要考一次护理技能，那段时间不请假"),
             M("m12", "fact", 0.5, "2026-04-22 15:05", "用户有轻度缺铁性贫血，在吃补铁药"),
         ],
         probes=[
             P("para", "2026-05-21 14:20", "我一站到高处往下瞅就腿软，坐那种吊厢上山成吗", ["m04"]),
             P("para", "2026-05-22 16:05", "杨枝甘露我能喝吗", ["m03"]),
             P("para", "2026-05-24 13:40", "熬完通宵那天我得歇到几时", ["m05"]),
             P("task", "2026-05-26 12:30", "国庆大理那趟帮我排个行程，吃住玩都安排下", ["m09", "m03", "m04", "m08"]),
             P("task", "2026-05-30 15:15", "下个月调休有四天，想从成都出发就近耍一哈", ["m04", "m08", "m03"]),
             P("direct", "2026-06-01 14:00", "每年12月那个护理考核我是不是得空出来", ["m11"]),
             P("abst", "2026-06-03 11:50", "大理洱海骑车转一圈要多久", [], topic="大理"),
             P("abst", "2026-06-05 16:45", "ICU护士跟普通病房护士有啥区别", [], topic="护士"),
             P("bg", "2026-06-07 13:10", "那个六面拧来拧去的彩色玩具，我转得快不快", target="用户喜欢玩魔方，一分钟内能还原"),
         ]),
    # ------------------------------------------------------------------ cj2 (twin B)
    dict(key="cj2", user_id="u_chenjing", tenant="medcare", mobility=None,
         twin="cj1", twin_words=["陈晶", "沈阳", "花生"],
         drop={"her seasickness (m06): boats": ["船"],
               "her hot-spring habit (m09) and skiing plan (m11): winter sports": ["滑冰", "滑雪", "温泉"],
               "her square-dancing habit (m12)": ["广场舞", "跳"],
               "her daughter's 高考 (m04) and her own training plan: exams and courses": ["考", "研究生", "证书"]},
         bg_target="用户在学一点基础手语",
         core=[
             M("m01", "fact", 0.9, "2025-05-30 20:40", "用户叫陈晶，41岁，在沈阳开了一家社区药店"),
             M("m02", "fact", 1.0, "2025-06-21 21:10", "用户对花生过敏，严重时要用肾上腺素笔"),
             M("m03", "fact", 0.8, "2025-07-15 22:00", "用户的药店只有她和一个店员，她离开超过三天就没人顶班"),
             M("m04", "fact", 0.8, "2025-09-01 20:15", "用户的女儿今年读高三，2026年6月参加高考", ends="2026-06-10"),
             M("m05", "fact", 0.8, "2025-09-28 21:30", "用户有甲状腺功能减退，每天早上空腹吃优甲乐"),
             M("m06", "fact", 0.7, "2025-10-19 19:45", "用户晕船，坐船必吐"),
             M("m07", "preference", 0.7, "2025-11-08 20:50", "用户出去玩偏好跟团，不想自己操心"),
             M("m08", "event", 0.9, "2026-03-22 21:20", "用户打算高考结束后带女儿去大连海边玩几天",
               until="2026-07-31"),
             M("m09", "preference", 0.6, "2025-12-13 20:05", "用户每年冬天都要去泡几回温泉"),
             M("m10", "preference", 0.7, "2026-01-05 21:45", "用户全家出游一次的预算不超过一万"),
             M("m11", "event", 0.6, "2026-01-26 20:30", "用户打算2026年3月跟药店同行去长白山参加培训，顺便滑雪",
               until="2026-03-31"),
             M("m12", "preference", 0.4, "2026-04-11 19:30", "用户晚饭后常去广场跳广场舞"),
         ],
         probes=[
             P("para", "2026-05-21 21:20", "我兜里常揣的那支笔是干啥用的", ["m02"]),
             P("para", "2026-05-23 20:35", "我上了游轮会不会难受", ["m06"]),
             P("para", "2026-05-25 07:10", "我起床头一件事得服的那个药叫啥", ["m05"]),
             P("para", "2026-05-26 22:10", "我要是出门一个礼拜，店里顶得住吗", ["m03"]),
             P("task", "2026-05-28 21:00", "高考完带闺女去大连那趟，帮我安排下吃住玩", ["m08", "m02", "m06", "m10"]),
             P("task", "2026-05-31 20:25", "年底想去泡个汤，帮我做个攻略", ["m09", "m02", "m03", "m07"]),
             P("abst", "2026-06-01 22:30", "高考志愿怎么填比较稳妥", [], topic="高考"),
             P("expiry", "2026-06-02 21:45", "最近有没有适合开药店的人参加的进修班，想出去学学", ["m03"],
               forbid=[["长白山", "滑雪"]], plan="m11"),
             P("bg", "2026-06-06 20:50", "我是不是在学跟聋哑人比划交流那个", target="用户在学一点基础手语"),
         ]),
    # ------------------------------------------------------------------ ly
    dict(key="ly", user_id="u_liuyang", tenant="default",
         mobility="torn meniscus (m11)",
         drop={"his fear of flying (m06): planes, airports, trips only reachable by air":
                   ["飞机", "机场", "转机", "日本", "大阪", "首尔", "泰国", "曼谷", "新加坡", "海口"],
               "his knee injury (m11): climbing, running": ["爬", "跑", "马拉松", "骑"],
               "competes with his chess hobby (m08)": ["围棋", "象棋", "斗地主", "麻将", "桌游"],
               "his eye-drop habit (m12)": ["眼"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-06-11 04:30", "用户叫刘洋，38岁，湖南衡阳人，在深圳跑网约车"),
             M("m02", "fact", 0.8, "2025-06-11 04:35", "用户主要跑夜班，晚上八点出车到凌晨四点收车"),
             M("m03", "fact", 1.0, "2025-07-08 05:10", "用户有痛风，海鲜、啤酒和动物内脏都不能碰"),
             M("m04", "fact", 0.8, "2025-07-27 04:50", "用户的母亲七十多岁，一个人住在衡阳乡下，有高血压"),
             M("m05", "fact", 0.7, "2025-08-03 05:20", "用户离婚了，女儿跟前妻过，每两周的周末接女儿一次"),
             M("m06", "fact", 0.9, "2025-08-14 04:15", "用户有飞行恐惧，从来不坐飞机"),
             M("m07", "fact", 0.6, "2025-09-19 05:05", "用户手头紧，每个月要还四千多的车贷"),
             M("m08", "preference", 0.4, "2025-10-22 04:40", "用户喜欢下象棋，收车后常在城中村跟人杀两盘"),
             M("m09", "event", 0.8, "2025-11-15 04:25", "用户打算明年春节开车回衡阳陪母亲过年", ends="2026-02-24"),
             M("m10", "event", 0.9, "2026-03-06 04:55", "用户计划2026年8月女儿放暑假时带她去桂林玩",
               ends="2026-08-31"),
             M("m11", "fact", 0.7, "2026-04-02 05:30", "用户左膝半月板受过伤，爬山走不了太久"),
             M("m12", "preference", 0.5, "2026-04-25 04:45", "用户开夜车眼睛容易干，车上常备眼药水",
               src="inferred"),
         ],
         probes=[
             P("para", "2026-05-21 04:50", "我这嘌呤高的毛病，生蚝扇贝还能吃不", ["m03"]),
             P("para", "2026-05-22 05:15", "我是不是一上航班就心慌", ["m06"]),
             P("para", "2026-05-23 16:30", "我一般啥钟点开工，啥时候歇", ["m02"]),
             P("para", "2026-05-25 15:20", "闺女多久来我这一趟", ["m05"]),
             P("task", "2026-05-27 04:40", "暑假带闺女去桂林那趟，路线和吃的帮我安排下", ["m10", "m03", "m06", "m11"]),
             P("task", "2026-05-29 04:20", "收车了想找个地方吃宵夜，附近有啥推荐", ["m03", "m02"]),
             P("abst", "2026-06-01 15:40", "桂林米粉跟螺蛳粉哪个好吃", [], topic="桂林"),
             P("abst", "2026-06-04 16:10", "跑网约车要办哪些证", [], topic="网约车"),
             P("expiry", "2026-05-24 05:00", "这个月想回去看看老娘，帮我规划下路线", ["m04", "m06"],
               forbid=[["春节", "过年"]], plan="m09"),
         ]),
    # ------------------------------------------------------------------ zl
    dict(key="zl", user_id="u_zhaoli", tenant="default", mobility=None,
         drop={"her tailoring trade (m01, m12): clothes": ["衣", "织", "十字绣", "皮具"],
               "her migraines with noise (m06): loud places": ["外放", "KTV"],
               "competes with her Kunqu taste (m12): opera": ["戏", "相声"]},
         bg_target="用户收藏了一些黑胶唱片",
         core=[
             M("m01", "fact", 0.9, "2025-05-25 21:00", "用户叫赵丽，45岁，在南京开了一家裁缝铺"),
             M("m02", "fact", 1.0, "2025-06-19 22:15", "用户的母亲有阿尔茨海默病，离开熟悉环境容易走失，需要时刻有人看着"),
             M("m03", "fact", 1.0, "2025-06-19 22:18", "用户的父亲中风后坐轮椅，上下楼和如厕都要人扶"),
             M("m04", "preference", 0.8, "2025-07-30 21:40", "用户出门必须订无障碍房，卫生间要有扶手"),
             M("m05", "fact", 0.9, "2025-08-24 20:55", "用户对酒精过敏，连醪糟都不能吃"),
             M("m06", "fact", 0.6, "2025-09-16 22:30", "用户经常偏头痛，发作时怕光怕吵"),
             M("m07", "fact", 0.7, "2025-10-28 21:05", "用户的弟弟在上海工作，每年只能回来替她照顾父母一两周"),
             M("m08", "preference", 0.7, "2025-12-03 20:20", "用户偏好坐高铁，能当天往返最好"),
             M("m09", "event", 0.9, "2026-02-08 21:35", "用户打算2026年国庆带父母去扬州住三天", until="2026-10-07"),
             M("m10", "fact", 0.5, "2026-03-07 20:45", "用户每周六上午去上老年护理培训课"),
             M("m11", "event", 0.7, "2026-04-16 22:10", "用户计划2026年5月趁弟弟回来，自己去厦门放松三天",
               until="2026-05-15"),
             M("m12", "preference", 0.4, "2026-05-03 21:25", "用户喜欢听昆曲，自己也会做旗袍"),
         ],
         probes=[
             P("para", "2026-05-21 22:05", "我妈认不得路、老往外跑那个情况你记得吧", ["m02"]),
             P("para", "2026-05-23 21:30", "我爸现在能自己上厕所不", ["m03"]),
             P("para", "2026-05-25 20:40", "我沾了点黄酒烧的菜就起疹子，咋回事", ["m05"]),
             P("task", "2026-05-27 21:55", "国庆带爸妈去扬州，帮我排个三天行程", ["m09", "m02", "m03", "m04"]),
             P("task", "2026-06-01 20:10", "周末想带爸妈去城郊农家乐吃顿饭", ["m02", "m03", "m05"]),
             P("direct", "2026-06-03 21:15", "我弟每年能回来帮我几周？", ["m07"]),
             P("abst", "2026-06-05 22:20", "阿尔茨海默早期有啥症状", [], topic="阿尔茨海默"),
             P("expiry", "2026-05-30 21:50", "最近想给自己放个假出去透透气，你帮我看看", ["m02", "m03", "m07"],
               forbid=[["厦门"]], plan="m11"),
             P("bg", "2026-06-08 20:30", "我攒的那堆老式唱机放的碟片还在不", target="用户收藏了一些黑胶唱片"),
         ]),
    # ------------------------------------------------------------------ hw
    dict(key="hw", user_id="u_huangwei", tenant="default", mobility=None,
         drop={"his shop (m01, m08): shopping and markets": ["超市", "市场", "便利店", "网购", "直播间"],
               "his motion sickness (m12): road trips": ["晕", "自驾"],
               "his shop can spare him two days at most (m02): long past trips": ["五天", "一个月"],
               "his son's university (m06) and the ceramics plan": ["大学", "陶艺", "拉坯"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-06-05 22:10", "用户叫黄伟，50岁，在江西赣州下面的县城开了家小超市"),
             M("m02", "fact", 0.8, "2025-06-05 22:12", "用户的超市全年无休，最多只能请亲戚帮忙看两天店"),
             M("m03", "fact", 1.0, "2025-07-14 21:30", "用户有高血压，每天早上八点吃一片氨氯地平"),
             M("m04", "preference", 0.8, "2025-08-02 22:45", "用户不吃辣，一吃就胃疼"),
             M("m05", "fact", 0.8, "2025-09-09 21:15", "用户的妻子有类风湿，走路多了手脚关节疼"),
             M("m06", "fact", 0.7, "2025-10-13 22:05", "用户的儿子在景德镇读大学"),
             M("m07", "preference", 0.7, "2025-11-21 21:50", "用户出门只住经济型连锁酒店，一晚不超过180元"),
             M("m08", "fact", 0.5, "2025-12-18 22:20", "用户每天早上五点去批发市场进货"),
             M("m09", "event", 0.7, "2026-04-08 21:40", "用户计划2026年5月初去景德镇看儿子，顺便逛逛陶瓷市场",
               until="2026-05-06"),
             M("m10", "event", 0.9, "2026-03-10 22:00", "用户打算今年中秋带妻子去井冈山走走", ends="2026-10-01"),
             M("m11", "fact", 0.7, "2026-01-12 21:35", "用户每年春节前后生意最忙，根本走不开"),
             M("m12", "fact", 0.6, "2026-02-26 22:15", "用户晕车，坐大巴必须坐前排"),
         ],
         probes=[
             P("para", "2026-05-21 21:40", "我降压那颗药啥钟头服", ["m03"]),
             P("para", "2026-05-22 22:05", "我这肠胃扛不住湘菜川菜吧", ["m04"]),
             P("para", "2026-05-24 21:25", "我老婆关节老毛病，爬山成不", ["m05"]),
             P("task", "2026-05-26 22:30", "中秋去井冈山，帮我规划下吃住和路线", ["m10", "m04", "m05", "m07"]),
             P("task", "2026-05-29 21:50", "下个月想抽两天带老婆出去走走，帮我排排行成", ["m02", "m05", "m07", "m12"]),
             P("direct", "2026-06-02 22:15", "我是不是每年春节前后最忙", ["m11"]),
             P("abst", "2026-06-04 21:05", "井冈山有哪些红色景点", [], topic="井冈山"),
             P("abst", "2026-06-06 22:40", "开超市进货咋跟供应商压价", [], topic="超市"),
             P("expiry", "2026-05-27 21:20", "想去学校看看儿子，帮我安排下", ["m06", "m02", "m12"],
               forbid=[["陶瓷"]], plan="m09"),
         ]),
    # ------------------------------------------------------------------ sy
    dict(key="sy", user_id="u_sunyue", tenant="default",
         mobility="pregnancy (m02)",
         drop={"pregnancy (m02): sport, water and exertion": ["爬", "跑", "骑", "游泳", "滑冰", "瑜伽",
                                                          "跳绳", "健身", "马拉松", "拉伸"],
               "competes with her museum habit (m08) and 看展 plan": ["博物馆", "展", "园林"],
               "her fear of water (m07): boats": ["船"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-06-16 23:10", "用户叫孙悦，31岁，在武汉一家医院急诊科当医生"),
             M("m02", "fact", 1.0, "2026-01-08 22:40", "用户怀孕了，预产期是2026年9月", ends="2026-09-30"),
             M("m03", "fact", 0.9, "2026-03-12 23:05", "用户查出妊娠期糖尿病，需要控制碳水"),
             M("m04", "fact", 0.8, "2025-07-22 22:50", "用户乳糖不耐受，喝牛奶会拉肚子"),
             M("m05", "fact", 0.8, "2025-08-18 23:20", "用户急诊排班是做一休一，连着休息很难超过三天"),
             M("m06", "fact", 0.6, "2025-09-07 22:35", "用户的丈夫是中学老师，寒暑假比较空"),
             M("m07", "fact", 0.7, "2025-10-30 23:00", "用户怕水，不会游泳，也不敢坐小船"),
             M("m08", "preference", 0.6, "2025-12-20 22:25", "用户喜欢看展，每到一个城市必去博物馆"),
             M("m09", "event", 0.7, "2026-02-05 22:55", "用户原计划2026年4月初和丈夫去恩施大峡谷",
               until="2026-04-10"),
             M("m10", "event", 0.9, "2026-04-18 23:15", "用户打算2026年端午和丈夫去长沙看展", ends="2026-06-21"),
             M("m11", "fact", 0.6, "2026-02-28 22:30", "用户每周三晚上去上孕妇瑜伽课"),
             M("m12", "preference", 0.5, "2026-05-06 23:25", "用户出门住宿不在乎价格，但不想离市中心太远"),
         ],
         probes=[
             P("para", "2026-05-21 23:30", "宝宝大概几月份报到", ["m02"]),
             P("para", "2026-05-22 12:40", "我孕期血糖那个问题，米饭能吃多少", ["m03"]),
             P("para", "2026-05-24 08:15", "我能喝拿铁不？", ["m04"]),
             P("para", "2026-05-25 22:50", "皮划艇那种项目适合我不", ["m07"]),
             P("task", "2026-05-28 23:05", "端午去长沙看展，帮我排两天行程", ["m10", "m02", "m03", "m08"]),
             P("task", "2026-06-02 22:35", "七月想跟老公就近找个地方住两晚", ["m02", "m05", "m03"]),
             P("direct", "2026-06-03 21:40", "我是不是每周三晚上有孕妇瑜伽课", ["m11"]),
             P("abst", "2026-06-05 23:10", "湖南省博物馆要提前几天预约", [], topic="博物馆"),
             P("expiry", "2026-05-23 22:20", "想找个有峡谷瀑布的地方散散心", ["m02", "m05"],
               forbid=[["恩施", "大峡谷"]], plan="m09"),
         ]),
    # ------------------------------------------------------------------ gs
    dict(key="gs", user_id="u_gaoshan", tenant="default",
         mobility="heart stent (m02), wife's knee replacement (m04)",
         drop={"heart stent (m02) and wife's knee (m04): exertion": ["爬", "跑", "骑", "马拉松", "跳"],
               "competes with his bird photography (m05)": ["摄影", "相机", "拍"],
               "his wintering in Hainan (m03) and grandson in Beijing (m10)": ["海南", "孙"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-05-22 08:10", "用户叫高山，67岁，从哈尔滨一家机床厂退休"),
             M("m02", "fact", 1.0, "2025-06-26 08:30", "用户2024年做过心脏支架手术，一直在吃阿司匹林和他汀"),
             M("m03", "fact", 0.8, "2025-07-18 09:05", "用户每年11月到第二年3月去海南陵水过冬"),
             M("m04", "fact", 0.8, "2025-08-21 08:45", "用户的老伴做过膝关节置换，台阶多了走不了"),
             M("m05", "preference", 0.6, "2025-09-25 09:20", "用户爱摄影，退休后专拍候鸟"),
             M("m06", "preference", 0.6, "2025-10-17 08:55", "用户口味重，但医生让他少盐少油", src="inferred"),
             M("m07", "fact", 0.9, "2025-11-06 09:40", "用户对青霉素过敏"),
             M("m08", "fact", 0.7, "2025-12-11 08:20", "用户退休金每月六千多，出门不想花太多"),
             M("m09", "event", 0.9, "2026-04-03 09:10", "用户打算2026年6月和老伴跟老年团去呼伦贝尔看草原",
               until="2026-06-30"),
             M("m10", "fact", 0.7, "2026-01-15 08:35", "用户的孙子在北京上小学，老两口每年暑假去北京帮忙带孙子"),
             M("m11", "event", 0.6, "2025-12-28 09:25", "用户打算2026年春节让儿子一家来陵水团聚",
               until="2026-02-24"),
         ],
         probes=[
             P("para", "2026-05-21 08:40", "我心里装了个架子，上高原扛得住不", ["m02"]),
             P("para", "2026-05-23 09:15", "我打针哪种消炎药不能用", ["m07"]),
             P("para", "2026-05-24 10:05", "我一般啥时候去南边猫冬", ["m03"]),
             P("para", "2026-05-26 09:30", "我老了以后玩相机主要拍啥", ["m05"]),
             P("task", "2026-05-25 08:50", "六月跟团去呼伦贝尔，帮我看看要带啥、注意啥", ["m09", "m02", "m04", "m07"]),
             P("task", "2026-05-28 09:20", "暑假去北京带孙子，想顺便带老伴逛逛，帮我规划", ["m10", "m04", "m08"]),
             P("direct", "2026-05-30 08:25", "我退休金每月多少来着", ["m08"]),
             P("abst", "2026-06-01 09:45", "呼伦贝尔六月份早晚温差大不大", [], topic="呼伦贝尔"),
             P("abst", "2026-06-03 10:20", "候鸟一般几月份往南飞", [], topic="候鸟"),
             P("expiry", "2026-05-22 09:00", "明年过年想叫儿子一家来海南，提前帮我琢磨琢磨", ["m03"],
               forbid=[["团聚"]], plan="m11"),
         ]),
    # ------------------------------------------------------------------ lxy
    dict(key="lxy", user_id="u_linxiaoyu", tenant="default", mobility=None,
         drop={"her dog phobia (m05): animals": ["动物", "狗", "马"],
               "her vegan diet (m04): leather": ["皮具"],
               "competes with her library habit (m08)": ["图书馆", "借书证", "书店"],
               "competes with her Japanese study (m12)": ["英语", "英文", "日本", "大阪"],
               "her asthma (m03): cold air, smoke, candles": ["滑冰", "雪", "香薰"]},
         bg_target=None,
         core=[
             M("m01", "fact", 0.9, "2025-06-09 07:40", "用户叫林晓雨，27岁，广西柳州人，在东莞电子厂做质检"),
             M("m02", "fact", 0.8, "2025-06-09 07:42", "用户上两班倒，白班夜班每周轮换"),
             M("m03", "fact", 1.0, "2025-07-04 08:15", "用户有哮喘，随身带沙丁胺醇喷雾，怕冷空气和柳絮"),
             M("m04", "preference", 0.9, "2025-08-12 07:55", "用户吃全素，鸡蛋和牛奶也不吃"),
             M("m05", "fact", 0.7, "2025-09-05 08:30", "用户特别怕狗，看到大狗就腿软"),
             M("m06", "fact", 0.7, "2025-10-09 07:50", "用户每个月给家里寄两千块，自己出去玩很省"),
             M("m07", "preference", 0.7, "2025-11-14 08:05", "用户喜欢穷游，坐硬座、住青旅都行", src="inferred"),
             M("m08", "preference", 0.4, "2025-12-21 08:20", "用户周末常去厂附近的图书馆看书"),
             M("m09", "event", 0.9, "2026-03-15 07:35", "用户打算2026年端午回柳州看奶奶", ends="2026-06-21"),
             M("m10", "fact", 0.8, "2026-01-23 08:40", "用户的奶奶八十五岁，腿脚不便，住在柳州乡下"),
             M("m11", "event", 0.6, "2026-02-17 08:10", "用户计划2026年五一和工友去阳朔爬山", until="2026-05-05"),
             M("m12", "preference", 0.5, "2026-04-27 07:45", "用户在自学日语，想以后去日本玩"),
         ],
         probes=[
             P("para", "2026-05-21 07:55", "我那个喘不上气的毛病，北方冬天能去吗", ["m03"]),
             P("para", "2026-05-22 19:30", "我到底吃不吃荤腥来着", ["m04"]),
             P("para", "2026-05-24 08:45", "我见了汪星人会咋样", ["m05"]),
             P("para", "2026-05-25 20:10", "我出门是走特种兵省钱路线那种不", ["m07"]),
             P("task", "2026-05-27 08:20", "端午回柳州，帮我看看车票，顺便给奶奶带点啥", ["m09", "m10", "m06"]),
             P("task", "2026-05-26 19:50", "下个月轮休想去周边爬爬山、吃点好的", ["m03", "m04", "m02"],
               forbid=[["阳朔"]]),
             P("direct", "2026-05-30 08:05", "我自学日语是想以后去日本玩吧", ["m12"]),
             P("abst", "2026-06-01 19:40", "柳州螺蛳粉为啥那么臭", [], topic="柳州"),
             P("abst", "2026-06-04 08:30", "东莞松山湖咋坐车过去", [], topic="东莞"),
         ]),
    # ------------------------------------------------------------------ mq
    dict(key="mq", user_id="u_maqiang", tenant="default", mobility=None,
         drop={"he runs a parcel station (m01): parcels and online shopping": ["快递", "驿站", "网购", "购物车"],
               "competes with his ping-pong habit (m11)": ["乒乓", "羽毛球", "网球", "篮球"],
               "his motion sickness (m04): road trips": ["晕", "自驾"],
               "competes with the fix-it background target": ["打印机", "电视盒子"]},
         bg_target="用户会自己修一些小家电",
         core=[
             M("m01", "fact", 0.9, "2025-06-23 21:50", "用户叫马强，40岁，周口人，在郑州开了个快递驿站"),
             M("m02", "fact", 0.9, "2025-06-23 21:52", "用户有两个孩子，女儿7岁上一年级，儿子2岁半"),
             M("m03", "fact", 1.0, "2025-07-26 22:20", "用户的儿子对牛奶蛋白过敏，只能喝深度水解奶粉"),
             M("m04", "fact", 0.8, "2025-08-16 21:40", "用户晕车严重，长途只能坐高铁"),
             M("m05", "fact", 0.6, "2025-09-13 22:10", "用户的妻子是护士，经常上夜班"),
             M("m06", "fact", 0.7, "2025-10-04 21:30", "用户的驿站每天早八点到晚九点营业，只能周一下午歇半天"),
             M("m07", "fact", 0.5, "2025-11-17 22:35", "用户的女儿怕黑，晚上得开小夜灯睡"),
             M("m08", "preference", 0.8, "2025-12-07 21:45", "用户旅游预算一家四口一次不超过六千"),
             M("m09", "event", 0.9, "2026-03-28 22:05", "用户打算2026年7月底带全家去青岛看海", ends="2026-08-10"),
             M("m10", "event", 0.7, "2026-02-25 21:55", "用户计划今年清明带孩子回老家扫墓", until="2026-04-06"),
             M("m11", "preference", 0.5, "2026-04-14 22:25", "用户喜欢打乒乓球，每周一下午去打"),
         ],
         probes=[
             P("para", "2026-05-21 22:15", "我家老二碰不得的东西是啥", ["m03"]),
             P("para", "2026-05-23 21:45", "我坐大巴一般会咋样", ["m04"]),
             P("para", "2026-05-24 22:30", "大闺女天黑了屋里要留光不", ["m07"]),
             P("para", "2026-05-26 21:35", "我店里礼拜几能歇会儿", ["m06"]),
             P("task", "2026-05-28 22:20", "七月底去青岛那趟，帮我安排吃住和交通", ["m09", "m03", "m04", "m08"]),
             P("task", "2026-06-01 13:10", "周一下午想带俩娃在郑州周边耍半天，去哪好", ["m02", "m03", "m06"]),
             P("direct", "2026-05-30 22:05", "我们一家四口旅游预算是多少", ["m08"]),
             P("abst", "2026-06-05 21:55", "青岛哪个海水浴场人少", [], topic="青岛"),
             P("expiry", "2026-06-03 22:40", "想带娃回老家看看爷爷奶奶，帮我安排下", ["m01", "m02", "m04"],
               forbid=[["扫墓"]], plan="m10"),
             P("bg", "2026-06-07 21:25", "我动手修东西在行不", target="用户会自己修一些小家电"),
         ]),
    # ------------------------------------------------------------------ yf
    dict(key="yf", user_id="u_yangfan", tenant="default",
         mobility="wheelchair user (m02)",
         drop={"wheelchair user (m02): walking, climbing, riding, field sports": ["爬", "跑", "骑", "走",
                                                                             "足球", "守门员", "跆拳道",
                                                                             "运动会", "散步", "马拉松",
                                                                             "步数", "运动鞋"],
               "competes with his wheelchair basketball (m06)": ["篮球", "NBA"],
               "his dislike of flying with the wheelchair (m08)": ["飞机", "机场"],
               "his frostbite risk (m12): ice": ["滑冰", "雾凇"],
               "competes with the first-aid background target": ["志愿者"],
               "he teaches history (m01): history reading": ["历史", "人类简史"]},
         bg_target="用户考了红十字会的急救员证",
         core=[
             M("m01", "fact", 0.9, "2025-05-26 20:30", "用户叫杨帆，36岁，在广州一所中学教历史"),
             M("m02", "fact", 1.0, "2025-06-30 21:15", "用户脊髓损伤，出行靠轮椅，不能走楼梯"),
             M("m03", "fact", 1.0, "2025-07-21 20:45", "用户对头孢类抗生素过敏"),
             M("m04", "fact", 0.9, "2025-08-27 21:05", "用户需要定时导尿，大约每四小时一次，得有无障碍卫生间"),
             M("m05", "fact", 0.7, "2025-09-30 20:50", "用户和妻子住在一起，妻子是设计师，出门基本都陪着"),
             M("m06", "preference", 0.6, "2025-10-24 21:20", "用户喜欢轮椅篮球，每周六去训练"),
             M("m07", "preference", 0.6, "2025-11-28 20:35", "用户口味清淡，不吃牛羊肉"),
             M("m08", "preference", 0.8, "2025-12-16 21:40", "用户出行偏好开手控改装车自驾，不爱坐飞机托运轮椅"),
             M("m09", "event", 0.9, "2026-03-19 20:55", "用户打算2026年7月带学生去西安研学，要提前确认无障碍设施",
               until="2026-07-31"),
             M("m10", "event", 0.7, "2025-12-30 21:10", "用户计划2026年寒假和妻子开车去海南", ends="2026-02-28"),
             M("m11", "fact", 0.7, "2026-02-12 20:40", "用户每年暑假都会回潮汕老家陪父母住一周"),
             M("m12", "fact", 0.6, "2026-04-09 21:30", "用户腿部没有知觉，冬天容易冻伤，要特别注意保暖"),
         ],
         probes=[
             P("para", "2026-05-21 20:45", "我腿不行，爬长城那种台阶够呛吧", ["m02"]),
             P("para", "2026-05-23 21:20", "先锋霉素那类针我能打吗", ["m03"]),
             P("para", "2026-05-25 21:05", "我隔几个钟头得找个方便的地方处理一下", ["m04"]),
             P("task", "2026-05-27 20:35", "七月带学生去西安研学，帮我看看怎么安排", ["m09", "m02", "m04"]),
             P("task", "2026-05-31 21:30", "周末想跟老婆在广州周边吃顿饭住一完", ["m02", "m04", "m07", "m05"]),
             P("direct", "2026-06-02 20:50", "我每周六是不是要去打轮椅篮球", ["m06"]),
             P("abst", "2026-06-04 21:15", "西安碑林博物馆几点开门", [], topic="西安"),
             P("abst", "2026-06-06 20:40", "轮椅篮球跟普通篮球规则有啥不一样", [], topic="轮椅篮球"),
             P("expiry", "2026-05-29 21:40", "想跟老婆开车出去玩几天，帮我出出主意", ["m02", "m05", "m08"],
               forbid=[["海南"]], plan="m10"),
             P("bg", "2026-06-08 21:00", "我学过心肺复苏那套吗", target="用户考了红十字会的急救员证"),
         ]),
]


# ---------------------------------------------------------------------------
# Background pool parsing and sampling
# ---------------------------------------------------------------------------
def parse_pool():
    items, topic, mtype = [], None, None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            topic = line[3:].strip()          # e.g. "work profile"
            mtype = topic.split()[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        items.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return items


def families(item):
    return {t.split(":", 1)[0]: t.split(":", 1)[1] for t in item["tags"] if ":" in t}


def account_places(acc):
    texts = [m["content"] for m, _ in acc["core"]] + [p["query"] for p in acc["probes"]]
    return sorted({w for w in PLACE_WORDS if any(w in t for t in texts)})


def account_drop_words(acc):
    words = [w for ws in GLOBAL_DROP_WORDS.values() for w in ws]
    words += [w for ws in acc["drop"].values() for w in ws]
    words += [w for p in acc["probes"] for grp in p["forbid"] for w in grp]
    words += account_places(acc)
    return sorted(set(words))


def excluded(item, acc, drop_words):
    if item["topic"] in GLOBAL_DROP_TOPICS:
        return True
    if acc["mobility"] and "active" in item["tags"]:  # MOBILITY_NOTE
        return True
    return any(w in item["text"] for w in drop_words)


def sample_background(acc, pool, core_types, core_imps):
    rng = random.Random(f"{NAME}:{acc['user_id']}:{acc['tenant']}")
    drop_words = account_drop_words(acc)
    cands = [it for it in pool if not excluded(it, acc, drop_words)]
    # keep one cluster per tag family
    fams = {}
    for it in cands:
        for fam, cl in families(it).items():
            fams.setdefault(fam, set()).add(cl)
    chosen = {fam: rng.choice(sorted(cls)) for fam, cls in sorted(fams.items())}
    if acc["bg_target"]:
        tgt = next(it for it in cands if it["text"] == acc["bg_target"])
        for fam, cl in families(tgt).items():
            chosen[fam] = cl
    cands = [it for it in cands
             if all(chosen[f] == c for f, c in families(it).items())]
    n = min(rng.randint(110, 170), len(cands))
    if acc["bg_target"]:
        tgt = next(it for it in cands if it["text"] == acc["bg_target"])
        rest = [it for it in cands if it is not tgt]
        picked = rng.sample(rest, n - 1) + [tgt]
    else:
        picked = rng.sample(cands, n)
    rng.shuffle(picked)
    span = int((REF - WINDOW_START).total_seconds())
    out = []
    for i, it in enumerate(picked, 1):
        t = WINDOW_START + timedelta(seconds=rng.randrange(60, span - 60))
        out.append({"id": f"b{i:03d}", "content": it["text"], "type": rng.choice(core_types),
                    "importance": rng.choice(core_imps),
                    "created_at": t.replace(microsecond=0).isoformat(), "source": "user_stated"})
    return out, chosen


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build():
    pool = parse_pool()
    users, meta, n = [], [], 0
    for acc in ACCOUNTS:
        core = [m for m, _ in acc["core"]]
        ends = {m["id"]: (m.get("valid_until") or e) for m, e in acc["core"]}
        bg, clusters = sample_background(acc, pool, [m["type"] for m in core],
                                         [m["importance"] for m in core])
        probes, pmeta = [], []
        for p in acc["probes"]:
            n += 1
            rel = p["relevant"]
            if p["kind"] == "bg":
                rel = [b["id"] for b in bg if b["content"] == p["target"]][:1]
            q = {"id": f"p{n}-{p['kind']}", "at": p["at"], "query": p["query"], "relevant": rel}
            if p["forbid"] or acc.get("twin"):
                forbid = [list(f) for f in p["forbid"]]
                forbid += [[w] for w in (ACC[acc["twin"]]["twin_words"] if acc.get("twin") else [])]
                q["forbid"] = forbid
            probes.append(q)
            pmeta.append(p)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": core + bg, "probes": probes})
        meta.append({"acc": acc, "ends": ends, "pmeta": pmeta, "clusters": clusters})
    data = {"format": "memory-eval/v1", "name": NAME, "users": users}
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    return text, meta


ACC = {a["key"]: a for a in ACCOUNTS}


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
def overlap(query, fact):
    def chars(s):
        s = s.replace("用户", "")
        return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in FUNC_CHARS}
    return chars(query) & chars(fact)


def dt(s):
    d = datetime.fromisoformat(s)
    if d.utcoffset() is None:
        raise ValueError(f"timestamp without offset: {s}")
    return d


def validate(text, meta):
    errs = []

    def err(msg):
        errs.append(msg)

    data = json.loads(text)
    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str):
        err("name missing")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        return ["users must be a list of 12 accounts"]
    ids = [u["user_id"] for u in users]
    if len(set(ids)) != 11:
        err(f"expected 11 distinct user_ids, got {len(set(ids))}")
    pairs = {(u["user_id"], u.get("tenant_id", "default")) for u in users}
    if len(pairs) != 12:
        err("(user_id, tenant_id) pairs must be unique")
    dup = [i for i in set(ids) if ids.count(i) == 2]
    if len(dup) != 1:
        err("exactly one user_id must be shared by two tenants")
    pool_topics = {it["topic"] for it in parse_pool()}
    missing = sorted(set(GLOBAL_DROP_TOPICS) - pool_topics)
    if missing:
        err(f"excluded topics not found in POOL (typo?): {missing}")
    kinds, probe_ids = {}, set()
    for u, mt in zip(users, meta):
        acc, ends, pmeta = mt["acc"], mt["ends"], mt["pmeta"]
        who = f"{u['user_id']}@{u.get('tenant_id')}"
        for k in ("user_id", "tenant_id", "memories", "probes"):
            if k not in u:
                err(f"{who}: missing {k}")
        mems = u["memories"]
        byid = {}
        for m in mems:
            for k, typ in (("id", str), ("content", str), ("type", str), ("importance", float),
                           ("created_at", str)):
                if not isinstance(m.get(k), typ):
                    err(f"{who}: memory {m.get('id')} field {k} missing or wrong type")
            if m["id"] in byid:
                err(f"{who}: duplicate memory id {m['id']}")
            byid[m["id"]] = m
            if m["type"] not in ("fact", "preference", "event"):
                err(f"{who}: {m['id']} bad type {m['type']}")
            if not 0.3 <= m["importance"] <= 1.0:
                err(f"{who}: {m['id']} importance out of range")
            c = dt(m["created_at"])
            if not WINDOW_START <= c <= REF:
                err(f"{who}: {m['id']} created_at outside the 12 months before REF")
            if "valid_until" in m and dt(m["valid_until"]) <= c:
                err(f"{who}: {m['id']} valid_until before created_at")
            if not m["content"].startswith("用户"):
                err(f"{who}: {m['id']} is not a third-person statement")
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err(f"{who}: memory ids must be m.. or b..")
        if [m["id"] for m in core] != [f"m{i:02d}" for i in range(1, len(core) + 1)]:
            err(f"{who}: core ids must run m01..")
        if not 9 <= len(core) <= 13:
            err(f"{who}: {len(core)} core memories (need 9-13)")
        if [m["id"] for m in bg] != [f"b{i:03d}" for i in range(1, len(bg) + 1)]:
            err(f"{who}: background ids must run b001..")
        if not BG_MIN <= len(bg) <= BG_MAX:
            err(f"{who}: {len(bg)} background memories (need {BG_MIN}-{BG_MAX})")
        last = max(dt(m["created_at"]) for m in mems)
        if len(u["probes"]) not in (9, 10):
            err(f"{who}: {len(u['probes'])} probes (need 9-10)")

        def applies(mid, at):
            e = ends.get(mid)
            return e is None or dt(e) > at

        # background hygiene
        drop_words = account_drop_words(acc)
        core_texts = {m["content"] for m in core}
        pool_items = {it["text"]: it for it in parse_pool()}
        fam_seen = {}
        for b in bg:
            it = pool_items.get(b["content"])
            if it is None:
                err(f"{who}: {b['id']} not from POOL")
                continue
            if b["content"] in core_texts:
                err(f"{who}: {b['id']} duplicates a core memory")
            if it["topic"] in GLOBAL_DROP_TOPICS:
                err(f"{who}: {b['id']} from excluded topic {it['topic']}")
            if acc["mobility"] and "active" in it["tags"]:
                err(f"{who}: {b['id']} 'active' statement for a limited-mobility account")
            hit = [w for w in drop_words if w in b["content"]]
            if hit:
                err(f"{who}: {b['id']} contains excluded word(s) {hit}")
            for fam, cl in families(it).items():
                fam_seen.setdefault(fam, set()).add(cl)
        for fam, cls in fam_seen.items():
            if len(cls) > 1:
                err(f"{who}: background mixes clusters {sorted(cls)} of family {fam}")
        # probes
        for q, p in zip(u["probes"], pmeta):
            kind = p["kind"]
            kinds[kind] = kinds.get(kind, 0) + 1
            pid = q.get("id", "?")
            if not re.fullmatch(r"p\d+-(para|task|direct|abst|expiry|bg)", pid) or not pid.endswith(kind):
                err(f"{who}: bad probe id {pid}")
            if pid in probe_ids:
                err(f"duplicate probe id {pid}")
            probe_ids.add(pid)
            if not isinstance(q.get("query"), str) or not q["query"].strip():
                err(f"{pid}: empty query")
            if not isinstance(q.get("relevant"), list):
                err(f"{pid}: relevant must be a list")
                continue
            at = dt(q["at"])
            if at <= last:
                err(f"{pid}: asked before some memory of its user")
            forbid = q.get("forbid", [])
            if not all(isinstance(g, list) and g and all(isinstance(w, str) and w for w in g)
                       for g in forbid):
                err(f"{pid}: forbid must be a list of non-empty keyword lists")
            rel = q["relevant"]
            for r in rel:
                if r not in byid:
                    err(f"{pid}: relevant id {r} does not exist")
                elif kind == "bg":
                    if not r.startswith("b"):
                        err(f"{pid}: bg probe must target a background id")
                elif not r.startswith("m"):
                    err(f"{pid}: relevant id {r} is not a core memory")
                elif not applies(r, at):
                    err(f"{pid}: relevant plan {r} has ended at probe time")
            size = {"para": (1, 1), "direct": (1, 1), "bg": (1, 1), "task": (2, 4),
                    "abst": (0, 0), "expiry": (0, 4)}[kind]
            if not size[0] <= len(rel) <= size[1]:
                err(f"{pid}: {len(rel)} relevant ids for kind {kind}")
            if kind in ("para", "bg") and len(rel) == 1 and rel[0] in byid:
                ov = overlap(q["query"], byid[rel[0]]["content"])
                if len(ov) > 2:
                    err(f"{pid}: shares {len(ov)} characters {sorted(ov)} with {rel[0]} (max 2)")
            if kind == "bg" and (not rel or byid[rel[0]]["content"] != p["target"]):
                err(f"{pid}: bg target not found in the sampled background")
            if kind == "direct" and len(rel) == 1 and rel[0] in byid:
                ov = overlap(q["query"], byid[rel[0]]["content"])
                if len(ov) < 2:
                    err(f"{pid}: direct probe shares only {sorted(ov)} with {rel[0]}")
            if kind == "abst":
                t = p["topic"]
                if not t or t not in q["query"] or not any(t in m["content"] for m in core):
                    err(f"{pid}: abst topic word {t!r} not shared by query and a core fact")
            if kind == "expiry":
                plan = p["plan"]
                if plan not in ends or ends[plan] is None:
                    err(f"{pid}: expiry plan {plan} has no end date")
                else:
                    if dt(ends[plan]) >= at:
                        err(f"{pid}: asked before its plan {plan} ended")
                    if not any(w in byid[plan]["content"] for g in forbid for w in g):
                        err(f"{pid}: forbid has no keyword of plan {plan}")
            for g in forbid:
                for w in g:
                    for m in mems:
                        if w in m["content"] and (m["id"] in rel or applies(m["id"], at)):
                            err(f"{pid}: forbid word {w!r} appears in {m['id']} which applies")
            if acc.get("twin"):
                other = ACC[acc["twin"]]
                if other["user_id"] != acc["user_id"] or other["tenant"] == acc["tenant"]:
                    err(f"{who}: twin must share user_id in another tenant")
                for w in ACC[acc["twin"]]["twin_words"]:
                    if not any(w in g for g in forbid):
                        err(f"{pid}: twin forbid {w!r} missing")
    if kinds != KIND_COUNTS:
        err(f"kind counts {kinds} != {KIND_COUNTS}")
    if len(probe_ids) != sum(KIND_COUNTS.values()):
        err("probe total mismatch")
    twins = [a for a in ACCOUNTS if a.get("twin")]
    if len(twins) != 2:
        err("need exactly two twin accounts")
    else:
        a, b = twins
        for x, y in ((a, b), (b, a)):
            if len(set(x["twin_words"])) != 3 or set(x["twin_words"]) & set(y["twin_words"]):
                err("twin words must be three conflicting values each")
            own = " ".join(m["content"] for m, _ in x["core"])
            for w in x["twin_words"]:
                if w not in own:
                    err(f"twin word {w!r} is not in {x['key']}'s own core facts")
    return errs


def summary(text):
    data = json.loads(text)
    core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    probes = sum(len(u["probes"]) for u in data["users"])
    return f"{len(data['users'])} accounts, {core} core + {bg} background memories, {probes} probes"


def main():
    text, meta = build()
    if "--check" in sys.argv[1:]:
        if not OUT.exists():
            print(f"FAIL: {OUT.name} does not exist; run without --check first")
            return 1
        disk = OUT.read_text(encoding="utf-8")
        errs = validate(disk, meta)
        if disk != text:
            errs.append("file on disk differs from a fresh rebuild (not byte-identical)")
        if errs:
            print("FAIL:\n  " + "\n  ".join(errs))
            return 1
        print(f"OK: {OUT.name} valid and byte-identical to a rebuild; {summary(disk)}")
        return 0
    errs = validate(text, meta)
    if errs:
        print("FAIL (not written):\n  " + "\n  ".join(errs))
        return 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {summary(text)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
