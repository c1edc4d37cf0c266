#!/usr/bin/env python3
"""Build zh_retrieval_holdout27.json: a blind Chinese retrieval (track R) set in
the memory-eval/v1 format, themed on multi-generation households planning trips
together (grandparents' knees and wheelchairs, toddlers' allergies and naps,
spouses' religious diets, teenagers' exam calendars, pregnancies, pets left with
neighbours), with code-switching, input-method typos and some Cantonese / Wu /
Northeastern / Sichuan wording, and facts that change over 2025-2026.

Usage
    python3 build_holdout27.py           # write zh_retrieval_holdout27.json
    python3 build_holdout27.py --check   # validate the written file, print counts

Stdlib only, deterministic (fixed seed, no network, no clock).

Blindness record
    Files read while writing this set (nothing else under /work was read,
    listed, grepped or executed; git was not run):
      1. /work/shared/eval/FORMAT.md                    (the memory-eval/v1 format)
      2. /work/main/bench/data/src/background_pool.py   (read as text only; never
         imported or executed, by the author or by this script)
    Folders listed: only /work/main/bench/data/holdout27/ (created for this set).
    The memory engine, its code, its other data sets and its results were never
    seen; every core memory and probe below was written by hand for this set.
    This script opens background_pool.py as text and pulls the POOL and
    PLACE_WORDS string literals out with ast.parse + ast.literal_eval (parsing,
    not execution).

Shape
    12 accounts.  user_id "u_zhouyan" exists under tenants agency_sh and
    agency_cd with different households; 16 probes in those two accounts are
    cross-tenant leak probes whose forbid keywords come from the twin account's
    best-matching memory.  Each account: 12-14 hand-written core memories (ids
    "<acct>_cNN") + 130-150 background memories sampled from the pool (ids
    "b_<acct>_NNN").  112 probes, ids "<acct>_<kind>_NN", kinds para / task /
    direct / abst / expiry / bg.

forbid
    FORMAT.md defines forbid as keyword alternatives.  In the spec below every
    forbid group also names the memory ids it comes from; --check verifies that
    the keywords hit exactly those memories in the probe's own account (and no
    relevant memory), or, for leak probes, hit the twin account's memory and
    nothing at all in the probe's own account.
"""
from __future__ import annotations

import argparse
import ast
import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout27.json"
POOL_FILE = HERE.parent / "src" / "background_pool.py"
SEED = 20260427
TZ = timezone(timedelta(hours=8))
KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
WANT_KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
GLOBAL_EXCLUDE_TOPICS = ("family", "pets")  # core memories describe family and pets


def ts(s: str) -> str:
    """'2026-03-06 08:40' -> '2026-03-06T08:40:00+08:00'"""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def day_end(d: str) -> str:
    return datetime.strptime(d, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ).isoformat()


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def P(kind, at, query, rel=(), forbid=()):
    return {"kind": kind, "at": at, "query": query, "rel": list(rel), "forbid": list(forbid)}


# ---------------------------------------------------------------------------
# Accounts.  core: (id, created, type, importance, content)
# plans: dated memories -> the last day the plan applies (for expiry checks).
# valid_until: the subset of plans given an explicit valid_until; the others
# are left to the engine's own inference from the content.
# forbid groups: (keywords, source memory ids); "c08" = own account,
# "zycd_c03" = another account (leak).  rel may hold "BG:<pool statement>".
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------ 上海 周妍
    dict(key="zysh", user_id="u_zhouyan", tenant="agency_sh", twin="zycd",
         core=[
             ("c01", "2025-03-08 09:20", "profile", 0.7, "用户住在上海闵行，跟老公阿杰、女儿朵朵和婆婆一起住，三代同堂"),
             ("c02", "2025-03-08 09:22", "fact", 0.8, "用户说上次带婆婆去爬佘山，她走到半山腰膝盖就吃不消了，最后是老公背下来的"),
             ("c03", "2025-04-12 21:05", "fact", 0.95, "女儿朵朵对花生过敏，去年啃了一口花生酱饼干，嘴唇当场肿起来"),
             ("c04", "2025-04-12 21:07", "preference", 0.8, "朵朵每天中午12点半到2点半要睡午觉，错过了一下午都作天作地"),
             ("c05", "2025-05-20 12:30", "preference", 0.9, "老公阿杰是回族，只吃清真，猪肉和带猪油的都不碰"),
             ("c06", "2025-06-03 22:10", "preference", 0.7, "用户订酒店一定要有crib，朵朵不肯跟大人挤一张床"),
             ("c07", "2025-06-03 22:12", "preference", 0.7, "婆婆睡觉特别轻，一点动静就醒，房间要安静，不能挨着电梯间"),
             ("c08", "2025-07-15 19:40", "fact", 0.7, "用户说家里一年出去玩的预算大概三万块"),
             ("c09", "2026-01-10 20:15", "fact", 0.8, "阿杰公司裁员，用户说今年全家出去玩的钱要控制在一万五以内"),
             ("c10", "2025-08-22 13:00", "event", 0.7, "用户计划2025年国庆带全家去杭州，在西湖边住三晚"),
             ("c11", "2025-09-30 08:50", "relation", 0.6, "用户家养了只柯基叫馒头，出门的时候托给楼下王阿姨照顾"),
             ("c12", "2026-02-01 10:30", "fact", 0.8, "婆婆去年底换了膝关节，恢复得蛮好，现在平地能走半个钟头"),
             ("c13", "2026-02-20 21:45", "event", 0.8, "用户打算2026年7月带朵朵和婆婆去青岛避暑，想住海边"),
             ("c14", "2026-03-01 18:20", "fact", 0.7, "朵朵晕车，坐车超过一个钟头就要吐"),
         ],
         plans={"c10": "2025-10-08", "c13": "2026-07-31"},
         valid_until={"c13"},
         bg=dict(exclude_topics=["car"]),  # she drives; keep the pool's car facts out
         probes=[
             P("para", "2026-03-06 08:40", "闺女嘴巴碰不得啥东西来着", ["c03"],
               [(["鸡蛋", "蛋挞"], ["zycd_c03"])]),
             P("para", "2026-03-08 12:05", "阿拉婆婆腿脚现在哪能了，能多走走伐", ["c12"],
               [(["轮椅", "助行器"], ["zycd_c02", "zycd_c12"])]),
             P("task", "2026-04-02 22:30", "7月青岛那趟帮我挑下酒点，海边的，顺便查下那边几号退潮", ["c13", "c06", "c07", "c09"],
               [(["三万"], ["c08"]), (["connecting", "扶手"], ["zycd_c13", "zycd_c05"])]),
             P("direct", "2026-03-12 19:10", "出门狗托给谁照顾来着", ["c11"],
               [(["李嬢嬢", "可乐"], ["zycd_c14"])]),
             P("para", "2026-03-15 21:00", "今年出去白相的钞票有数伐，卡死了没", ["c09"],
               [(["三万"], ["c08"]), (["四万"], ["zycd_c09"])]),
             P("abst", "2026-03-20 20:20", "小孩考级那天是几号来着", [],
               [(["八级"], ["zycd_c11"])]),
             P("para", "2026-03-22 11:45", "lg那边吃东西有啥讲究", ["c05"],
               [(["吃素", "葱蒜"], ["zycd_c04"])]),
             P("expiry", "2026-08-15 09:30", "后面还有啥已经订好的出行没，帮我捋一下", [],
               [(["西湖"], ["c10"]), (["青岛"], ["c13"]), (["三亚"], ["zycd_c10"])]),
             P("task", "2026-03-25 10:10", "周末想开车带朵朵跟婆婆去近郊转转，排个半天的行程", ["c04", "c14", "c12"]),
             P("task", "2026-03-28 17:30", "五一那天找个馆子全家吃顿饭，人民广场附近", ["c03", "c05"]),
             P("para", "2026-03-30 08:15", "带娃长途自驾她吃得消伐", ["c14"]),
             P("para", "2026-04-05 13:20", "小朋友下半天几点钟以后好带出去白相", ["c04"]),
             P("para", "2026-04-08 22:40", "阿拉婆婆困觉老灵敏的，住宿有啥要避开", ["c07"]),
             P("abst", "2026-04-10 09:00", "婆婆属啥的", []),
         ]),
    # ------------------------------------------------------------ 成都 周岩 (same user_id, other tenant)
    dict(key="zycd", user_id="u_zhouyan", tenant="agency_cd", twin="zysh",
         core=[
             ("c01", "2025-03-15 20:00", "profile", 0.7, "用户住在成都高新区，屋头有老婆小雯、八岁的儿子乐乐，还有外公"),
             ("c02", "2025-03-15 20:03", "fact", 0.9, "外公中风以后一直坐轮椅，出门要走无障碍通道，上下车得有人抱"),
             ("c03", "2025-04-02 12:40", "fact", 0.95, "儿子乐乐对鸡蛋过敏，蛋糕、蛋挞这些都不能沾"),
             ("c04", "2025-05-10 09:15", "preference", 0.9, "老婆小雯信佛吃素，连葱蒜韭菜都不吃"),
             ("c05", "2025-05-10 09:18", "preference", 0.7, "外公晚上要起夜两三回，酒店卫生间最好有扶手"),
             ("c06", "2025-06-18 21:30", "relation", 0.6, "屋头养了只英短叫豆花，出远门就送到宠物店寄养"),
             ("c07", "2025-11-25 23:10", "fact", 0.6, "豆花（家里的英短）11月肾衰竭走了，用户难过了好一阵"),
             ("c08", "2025-07-01 19:00", "fact", 0.7, "用户说一年全家出去耍的预算两万左右"),
             ("c09", "2026-01-05 20:20", "fact", 0.8, "小雯升了主管，用户说今年出游预算可以放到四万"),
             ("c10", "2025-08-10 14:00", "event", 0.7, "用户计划2026年春节带全家去三亚过年"),
             ("c11", "2025-09-12 18:45", "event", 0.8, "乐乐2026年6月20号考钢琴八级，考前两个礼拜每天要练琴，不出远门"),
             ("c12", "2026-02-10 10:10", "fact", 0.8, "外公上个月开始做康复，现在扶着助行器能走几步，出门还是得推轮椅"),
             ("c13", "2026-03-01 22:00", "preference", 0.7, "用户说订酒店要两间connecting room，晚上方便过去照看外公"),
             ("c14", "2026-03-20 16:30", "relation", 0.6, "用户从救助站领养了一只小黑狗叫可乐，出远门就托给楼下李嬢嬢"),
         ],
         plans={"c10": "2026-02-23", "c11": "2026-06-20"},
         valid_until={"c11"},
         bg=dict(exclude_families=["bday"]),
         probes=[
             P("para", "2026-03-25 08:30", "娃儿嘴巴要忌啥子", ["c03"],
               [(["花生"], ["zysh_c03"])]),
             P("para", "2026-03-26 12:10", "外公而今能自己下地走不", ["c12"],
               [(["膝关节", "佘山"], ["zysh_c12", "zysh_c02"])]),
             P("task", "2026-04-05 21:15", "五一想带外公去泡温泉，酒店帮我看下咋个订", ["c02", "c05", "c13", "c09"],
               [(["两万"], ["c08"]), (["crib"], ["zysh_c06"]), (["电梯间"], ["zysh_c07"])]),
             P("direct", "2026-03-28 19:40", "出远门屋头的狗托给哪个", ["c14"],
               [(["宠物店"], ["c06"]), (["王阿姨", "馒头"], ["zysh_c11"])]),
             P("para", "2026-03-30 22:05", "今年耍的钱能花好多", ["c09"],
               [(["两万"], ["c08"]), (["一万五"], ["zysh_c09"])]),
             P("abst", "2026-04-02 13:30", "娃娃午觉一般睡到几点", [],
               [(["午觉"], ["zysh_c04"])]),
             P("para", "2026-04-03 18:00", "老婆那边饭菜上有啥子讲究", ["c04"],
               [(["清真", "猪肉"], ["zysh_c05"])]),
             P("expiry", "2026-07-05 10:20", "7月想出去耍一趟，乐乐那边时间还有冲突没", [],
               [(["八级"], ["c11"]), (["青岛"], ["zysh_c13"])]),
             P("task", "2026-04-06 17:45", "周末一家人想吃火锅，帮我找家合适的", ["c03", "c04", "c02"]),
             P("para", "2026-04-08 23:00", "屋头那个喵主子还在不", ["c07"]),
             P("para", "2026-04-10 09:40", "老爷子半夜爬起来要人扶不", ["c05"]),
             P("abst", "2026-04-12 15:00", "成都到乐山高铁要坐多久", []),
             P("abst", "2026-04-14 20:30", "小雯生日是哪天", []),
             P("direct", "2026-04-15 08:50", "乐乐哪天考钢琴", ["c11"]),
         ]),
    # ------------------------------------------------------------ 杭州 秦岚
    dict(key="qin", user_id="u_qinlan", tenant="agency_sh", twin=None,
         core=[
             ("c01", "2025-02-20 21:00", "profile", 0.7, "用户住杭州滨江，公公婆婆跟他们一家三口一起住"),
             ("c02", "2025-02-20 21:04", "fact", 0.8, "公公有二型糖尿病，每天要打胰岛素，出门得带冷藏包"),
             ("c03", "2025-03-05 07:50", "event", 0.7, "儿子皓皓读高二，2026年1月20号到23号期末考，考完才能出门"),
             ("c04", "2025-04-10 22:30", "preference", 0.8, "用户说婆婆上回坐飞机去三亚，落地后耳朵疼了好几天，后来出门都只肯坐高铁"),
             ("c05", "2025-05-01 12:00", "fact", 0.9, "老公shellfish过敏，吃了虾蟹身上就起红疹"),
             ("c06", "2025-06-15 18:30", "preference", 0.5, "皓皓是校篮球队的，出去玩总想找地方打球"),
             ("c07", "2025-07-20 20:45", "fact", 0.7, "用户说全家出去玩一次，人均别超过3000"),
             ("c08", "2025-09-01 09:10", "event", 0.6, "用户计划2025年国庆带公公婆婆回绍兴老家住几天"),
             ("c09", "2025-11-12 19:20", "fact", 0.85, "婆婆11月在小区摔了一跤，髋骨骨折，现在出门得拄拐"),
             ("c10", "2026-01-05 21:40", "event", 0.8, "皓皓转到了国际部，不参加高考了，改考A-Level，2026年5月有大考"),
             ("c11", "2026-01-18 10:05", "fact", 0.85, "公公血糖稳住了，医生让他每天吃二甲双胍就行"),
             ("c12", "2026-02-10 13:15", "relation", 0.6, "家里去年领养的狸花猫咪咪，出门时请对门陈阿姨上门喂"),
             ("c13", "2026-03-02 22:20", "event", 0.8, "用户打算2026年7月中旬带全家去大理，坐高铁过去"),
         ],
         plans={"c03": "2026-01-23", "c08": "2025-10-08", "c10": "2026-05-31", "c13": "2026-07-31"},
         valid_until={"c03"},
         bg=dict(force=["用户考了红十字会的急救员证"], exclude_words=["医保"]),
         probes=[
             P("para", "2026-03-10 08:20", "老爷子那个病现在出门要备啥药", ["c11"],
               [(["胰岛素", "冷藏包"], ["c02"])]),
             P("para", "2026-03-12 12:35", "lg能吃小龙虾不", ["c05"]),
             P("para", "2026-03-14 21:10", "我家老太太腿脚现咱啥情况", ["c09"]),
             P("task", "2026-04-01 20:00", "大理那趟帮忙看看住哪，老人孩子都去", ["c13", "c09", "c07"],
               [(["冷藏包", "胰岛素"], ["c02"])]),
             P("task", "2026-04-03 19:30", "周六给皓皓过生日，订个饭店，全家都去", ["c05", "c11", "c09"],
               [(["胰岛素", "冷藏包"], ["c02"])]),
             P("expiry", "2026-03-15 22:00", "皓皓最近啥时候有考试？想避开出去玩", ["c10"],
               [(["期末考"], ["c03"])]),
             P("abst", "2026-03-18 09:45", "公公医保卡是哪里办的", []),
             P("direct", "2026-03-20 18:10", "家里的猫出门谁来喂", ["c12"]),
             P("bg", "2026-03-22 10:30", "我那个急救证是哪家发的来着", ["BG:用户考了红十字会的急救员证"]),
         ]),
    # ------------------------------------------------------------ 沈阳→大连 陆晓东
    dict(key="lu", user_id="u_luxiaodong", tenant="agency_cd", twin=None,
         core=[
             ("c01", "2025-03-01 20:30", "profile", 0.7, "用户是东北人，一家住在沈阳，老爸老妈跟着一块儿过"),
             ("c02", "2025-03-01 20:33", "fact", 0.9, "老爸前年心脏放了俩支架，大夫不让去海拔高的地方"),
             ("c03", "2025-04-18 12:15", "fact", 0.9, "闺女妞妞5岁，一吃芒果嘴边就起一圈红疙瘩"),
             ("c04", "2025-06-10 21:00", "fact", 0.8, "媳妇怀二胎了，预产期在2026年1月"),
             ("c05", "2025-06-10 21:02", "preference", 0.6, "媳妇怀孕后闻不了烟味，酒店必须订无烟房"),
             ("c06", "2025-07-02 19:45", "fact", 0.7, "用户说老妈晕船，上回坐船去长岛吐得稀里哗啦的"),
             ("c07", "2025-08-15 08:30", "fact", 0.6, "用户家出门习惯自己开车，家里是辆七座SUV"),
             ("c08", "2025-09-20 22:10", "fact", 0.8, "用户一家搬到大连了，老爸老妈也跟过来了"),
             ("c09", "2025-10-05 10:00", "event", 0.6, "用户说2026年元旦老爸老妈要回沈阳看老姐妹，待一个礼拜"),
             ("c10", "2026-01-20 23:30", "fact", 0.8, "二胎是个小子，1月12号生的，小名叫小石头"),
             ("c11", "2026-02-25 21:20", "preference", 0.8, "小石头还在吃母乳，出门得找有母婴室的地方，酒店要能加baby cot"),
             ("c12", "2026-03-05 20:00", "fact", 0.8, "用户换了工作，工资降了不少，今年出去玩能省则省"),
             ("c13", "2026-03-05 20:04", "preference", 0.7, "老爸说坐飞机腿肿，三个钟头以上的航班就不乐意坐"),
         ],
         plans={"c04": "2026-01-31", "c09": "2026-01-08"},
         valid_until={"c09"},
         bg=dict(exclude_topics=["car"]),
         probes=[
             P("para", "2026-03-10 09:00", "带老爷子去稻城亚丁能行不", ["c02"]),
             P("para", "2026-03-12 13:20", "小丫头哪样水果不能碰", ["c03"]),
             P("para", "2026-03-14 22:15", "二宝现在多大了", ["c10"],
               [(["预产期", "怀二胎"], ["c04"])]),
             P("task", "2026-03-20 20:40", "五一想整个自驾，全家老小都带上，住哪你帮我合计合计", ["c11", "c12", "c08", "c07"]),
             P("task", "2026-03-22 21:30", "端午带老人孩子飞昆明，航班咋挑，dbq问题有点多", ["c13", "c02", "c11"]),
             P("expiry", "2026-03-25 18:50", "我爸妈这阵在家不？周末想拉他们一块出去溜达", ["c08"],
               [(["沈阳"], ["c01", "c09"])]),
             P("abst", "2026-03-28 10:10", "妞妞幼儿园啥时候放暑假", []),
         ]),
    # ------------------------------------------------------------ 广州 温静 (Cantonese)
    dict(key="wen", user_id="u_wenjing", tenant="agency_gz", twin=None,
         core=[
             ("c01", "2025-02-10 20:00", "profile", 0.7, "用户住广州天河，阿妈跟他们一家住"),
             ("c02", "2025-02-10 20:05", "fact", 0.9, "阿妈去年确诊早期认知障碍，去到陌生地方会认唔到路，不能让她一个人落单"),
             ("c03", "2025-03-22 11:30", "fact", 0.9, "女儿乐晴6岁，gluten敏感，面包面条都要揾无麸质的"),
             ("c04", "2025-04-30 19:15", "fact", 0.8, "老公阿邦乳糖不耐，饮完牛奶就肚痛"),
             ("c05", "2025-05-18 21:40", "relation", 0.7, "家里请了菲佣Maria，出远门一般带上她帮手照顾阿妈"),
             ("c06", "2025-06-25 22:00", "preference", 0.7, "用户说阿妈一换床就瞓唔着，出门最多住两晚"),
             ("c07", "2025-07-30 20:30", "fact", 0.6, "用户说家庭旅行一年预算大概五万"),
             ("c08", "2025-08-30 13:00", "event", 0.6, "用户计划2025年圣诞带全家去香港迪士尼"),
             ("c09", "2025-10-15 18:20", "fact", 0.8, "家里的帮工合同到期回国了，现在冇人帮手照顾阿妈"),
             ("c10", "2025-12-01 23:05", "fact", 0.9, "阿妈病情加重，现在半夜会起身周围行，要有人成晚陪住"),
             ("c11", "2026-01-10 12:10", "fact", 0.6, "用户跳槽去了一家外企做HR，年假多了五天"),
             ("c12", "2026-02-14 20:50", "preference", 0.5, "乐晴话好想去睇大熊猫"),
             ("c13", "2026-03-08 21:30", "event", 0.8, "用户计划2026年5月带阿妈去澳门过生日，两日一夜"),
         ],
         plans={"c08": "2025-12-28", "c13": "2026-05-31"},
         valid_until={"c08"},
         bg=dict(force=["用户是O型血"], exclude_words=["医生"]),
         probes=[
             P("para", "2026-03-15 09:10", "屋企老人家瞓觉嗰阵要唔要人睇住", ["c10"]),
             P("para", "2026-03-16 12:45", "细路女食嘢要避咩", ["c03"]),
             P("para", "2026-03-18 20:30", "出去玩有冇人搭把手照顾屋企老人家", ["c09"],
               [(["Maria", "菲佣"], ["c05"])]),
             P("task", "2026-03-25 22:10", "澳门嗰转帮我揾间酒店，仲有睇下点样过关方便", ["c13", "c10", "c06", "c02"],
               [(["Maria", "菲佣"], ["c05"])]),
             P("task", "2026-03-28 10:00", "想book间茶楼饮早茶，成家人去", ["c03", "c04"]),
             P("expiry", "2026-04-05 19:20", "下个月有冇咩出行安排", ["c13"],
               [(["迪士尼", "圣诞"], ["c08"])]),
             P("abst", "2026-04-08 08:40", "阿妈睇开嗰个医生叫咩名", []),
             P("abst", "2026-04-10 17:30", "广州南站去深圳北高铁几耐一班", []),
             P("bg", "2026-04-12 21:00", "我咩血型嚟㗎？买旅游保险要填", ["BG:用户是O型血"]),
         ]),
    # ------------------------------------------------------------ 北京 韩宇
    dict(key="han", user_id="u_hanyu", tenant="default", twin=None,
         core=[
             ("c01", "2025-01-20 20:00", "profile", 0.7, "用户住北京朝阳，家里有老母亲、老婆和上初三的闺女小满"),
             ("c02", "2025-01-20 20:06", "fact", 0.8, "老母亲今年88了，耳背戴助听器，坐飞机起降时耳朵难受"),
             ("c03", "2025-03-03 21:30", "event", 0.85, "闺女小满2026年6月24号中考，中考前每个周末都要上补习班"),
             ("c04", "2025-04-15 12:20", "preference", 0.7, "老婆是基督徒，礼拜天上午要去教堂做礼拜"),
             ("c05", "2025-05-09 22:00", "fact", 0.85, "用户说老太太上不了楼梯，前年住的民宿没电梯，爬三楼爬了二十分钟"),
             ("c06", "2025-06-12 19:10", "fact", 0.8, "用户自己有痛风，海鲜啤酒一概不敢碰"),
             ("c07", "2025-07-07 08:45", "preference", 0.6, "用户说全家出门更愿意包车，不想挤公共交通"),
             ("c08", "2025-08-01 20:15", "fact", 0.7, "用户说出去玩人均一天不超过800"),
             ("c09", "2025-09-18 21:00", "event", 0.6, "用户计划2025年国庆带老母亲回烟台老家"),
             ("c10", "2025-11-02 20:40", "preference", 0.6, "闺女小满最近迷上了天文，一直想去看星空"),
             ("c11", "2025-12-20 18:30", "fact", 0.9, "老母亲入冬以后开始坐轮椅了，大部分时间都坐着"),
             ("c12", "2026-02-01 21:10", "fact", 0.8, "用户说今年手头宽裕，人均一天1500以内都行"),
             ("c13", "2026-03-12 22:30", "event", 0.8, "用户想2026年7月全家去内蒙古看星空，算是给小满的毕业礼物"),
         ],
         plans={"c03": "2026-06-26", "c09": "2025-10-08", "c13": "2026-07-31"},
         valid_until={"c03"},
         bg=dict(no_active=True, exclude_words=["第五年"]),
         probes=[
             P("para", "2026-03-15 09:30", "我妈现在还能自己走道吗", ["c11"]),
             P("task", "2026-04-01 21:00", "7月内蒙那趟，住的和车你给安排下", ["c13", "c11", "c05", "c07", "c12"],
               [(["800"], ["c08"])]),
             P("para", "2026-03-18 23:20", "我这脚趾头又疼了，晚上撸串能去不", ["c06"]),
             P("para", "2026-03-20 12:00", "媳妇星期天早上一般有啥安排", ["c04"]),
             P("direct", "2026-04-05 10:15", "小满中考是哪天", ["c03"]),
             P("task", "2026-04-08 19:40", "周日从教堂出来想带老太太和闺女吃顿饭，找个地儿", ["c11", "c06"]),
             P("expiry", "2026-08-15 20:00", "小满这阵周末有空不，想带她去天文馆", ["c10"],
               [(["补习班"], ["c03"]), (["内蒙古"], ["c13"])]),
             P("abst", "2026-04-10 08:30", "小满学校叫啥来着", []),
             P("abst", "2026-04-12 16:20", "故宫周一开门不", []),
         ]),
    # ------------------------------------------------------------ 苏州 方怡 (the grandmother plans; Wu)
    dict(key="fang", user_id="u_fangyi", tenant="agency_sh", twin=None,
         core=[
             ("c01", "2025-04-02 15:00", "profile", 0.7, "用户是退休老师，住苏州，跟儿子儿媳住同一个小区"),
             ("c02", "2025-04-02 15:04", "fact", 0.8, "儿媳妇小蒋怀孕了，预产期在2025年11月"),
             ("c03", "2025-05-14 09:30", "fact", 0.9, "老头子有帕金森，手抖，走路小碎步，走不了长路也赶不得时间"),
             ("c04", "2025-05-14 09:33", "fact", 0.85, "孙子豆豆4岁，对猫毛过敏，民宿里养猫就住不了"),
             ("c05", "2025-06-20 16:10", "fact", 0.8, "用户自己血压高，医生叫她吃得清淡，少放盐"),
             ("c06", "2025-07-11 10:20", "preference", 0.7, "用户讲出门覅太早，老头子早上吃了药要缓一缓，九点前出不了门"),
             ("c07", "2025-08-05 19:00", "relation", 0.6, "屋里有只十二岁的老狗阿黄，出门都托给隔壁张家姆妈"),
             ("c08", "2025-09-12 14:40", "fact", 0.6, "豆豆上幼儿园中班了，平常只有放假才能带出去"),
             ("c09", "2025-12-03 20:30", "fact", 0.8, "小蒋11月生了个囡囡，现在在坐月子"),
             ("c10", "2026-01-08 09:50", "fact", 0.6, "阿黄元旦前老死了，用户伤心了好几天"),
             ("c11", "2026-02-02 15:30", "event", 0.7, "用户计划2026年春节全家去无锡灵山拜拜"),
             ("c12", "2026-03-01 10:00", "fact", 0.9, "老头子最近开始用助行器了，医生讲一定要防摔"),
             ("c13", "2026-03-15 16:45", "preference", 0.7, "小囡囡还小，出门要带温奶器，房间里要有冰箱"),
         ],
         plans={"c02": "2025-11-30", "c11": "2026-02-23"},
         valid_until={"c02"},
         bg=dict(exclude_topics=["work", "commute"],
                 exclude_words=["公司", "同事", "领导", "工位", "加班", "跳槽", "实习", "述职", "绩效", "在职",
                                "年终", "第五年", "研究生", "教师资格证", "上班", "出差", "周报", "客户", "会议"]),
         probes=[
             P("para", "2026-03-20 09:15", "老头子现在出门要拿啥撑着伐", ["c12"]),
             P("para", "2026-03-21 14:30", "儿媳妇身体现在哪能", ["c09"],
               [(["预产期"], ["c02"])]),
             P("para", "2026-03-22 10:40", "出门狗要托人伐", ["c10"],
               [(["张家姆妈"], ["c07"])]),
             P("task", "2026-03-25 20:10", "清明想带一家门去太湖边住两天，帮我排排", ["c12", "c06", "c13", "c04"],
               [(["预产期"], ["c02"])]),
             P("task", "2026-03-27 16:00", "寻只饭店，礼拜六一家门吃饭", ["c05", "c12"]),
             P("expiry", "2026-04-20 10:30", "最近有啥定下来的出门安排伐", [],
               [(["灵山"], ["c11"])]),
             P("abst", "2026-04-22 15:20", "孙女叫啥名字来着", []),
         ]),
    # ------------------------------------------------------------ 重庆 谭军 (Sichuan)
    dict(key="tan", user_id="u_tanjun", tenant="agency_cd", twin=None,
         core=[
             ("c01", "2025-03-10 21:00", "profile", 0.7, "用户住重庆渝北，跟老婆、读高三的儿子、九十岁的老汉儿一起住"),
             ("c02", "2025-03-10 21:04", "fact", 0.85, "老汉儿有慢阻肺，走快了就喘，屋头备了制氧机"),
             ("c03", "2025-04-08 20:00", "event", 0.8, "儿子2026年6月7号高考，高考前屋头不安排出远门"),
             ("c04", "2025-05-12 12:30", "fact", 0.8, "老婆腰椎间盘突出，坐车超过两个钟头就遭不住"),
             ("c05", "2025-06-30 22:15", "event", 0.9, "女儿2026年5月1号在昆明办婚礼，全家都要过去"),
             ("c06", "2025-08-14 19:30", "fact", 0.8, "老汉儿牙口不好，只吃得了软和烂的东西"),
             ("c07", "2025-09-03 21:45", "preference", 0.7, "用户说住酒店必须有窗户，老汉儿在没窗的房间会觉得憋闷"),
             ("c08", "2025-10-20 10:00", "fact", 0.6, "用户单位改制，他办了内退，时间多了但收入少了一截"),
             ("c09", "2025-11-11 18:00", "relation", 0.5, "屋头养了只鹦鹉，出门托给楼上刘孃孃喂"),
             ("c10", "2026-01-15 20:20", "fact", 0.9, "老汉儿年底住了回院，现在出门都要带便携式制氧机"),
             ("c11", "2026-02-10 21:10", "fact", 0.8, "用户说去昆明坐高铁，不坐飞机，怕老汉儿在飞机上缺氧"),
             ("c12", "2026-03-01 09:30", "fact", 0.8, "儿子已经保送了川大，不用参加高考了"),
             ("c13", "2026-03-18 20:40", "preference", 0.7, "老婆开春开始吃素了，说是要减肥"),
         ],
         plans={"c03": "2026-06-09", "c05": "2026-05-02"},
         valid_until={"c03"},
         bg=dict(exclude_topics=["work", "commute"],
                 exclude_words=["公司", "同事", "加班", "工位", "跳槽", "第五年", "上班", "周报", "述职", "绩效"]),
         probes=[
             P("para", "2026-03-20 08:50", "老爷子喘气那块，出门要带啥家伙", ["c10"]),
             P("para", "2026-03-22 21:30", "屋头那个娃今年六月还要考试不", ["c12"],
               [(["6月7号", "不安排出远门"], ["c03"])]),
             P("task", "2026-04-01 20:10", "女娃儿婚礼那几天，帮我订昆明的酒店", ["c05", "c07", "c10"]),
             P("task", "2026-04-03 12:15", "婚礼完了一家人去吃顿好的，找个馆子", ["c06", "c13"]),
             P("direct", "2026-04-05 18:30", "鹦鹉出门托给哪个", ["c09"]),
             P("expiry", "2026-05-10 21:00", "五月底想去昆明耍几天，顺便看下女儿", ["c11", "c10"],
               [(["婚礼"], ["c05"])]),
             P("abst", "2026-04-08 10:20", "女婿是哪里人", []),
             P("abst", "2026-04-10 15:45", "重庆哪里可以加急办护照", []),
         ]),
    # ------------------------------------------------------------ 西安 杜鑫
    dict(key="du", user_id="u_duxin", tenant="default", twin=None,
         core=[
             ("c01", "2025-05-03 22:00", "profile", 0.7, "用户是程序员，住西安，家里有一对一岁半的双胞胎儿子"),
             ("c02", "2025-05-03 22:02", "relation", 0.7, "岳母从兰州过来帮着带娃，跟他们一起住"),
             ("c03", "2025-05-03 22:05", "preference", 0.85, "双胞胎每天下午1点到3点午睡，晚上8点必须睡，作息一乱俩一起哭"),
             ("c04", "2025-06-01 13:00", "fact", 0.7, "用户说丈母娘恐高，上回去华山坐索道全程闭着眼哭"),
             ("c05", "2025-06-01 13:03", "preference", 0.7, "出门要带双人推车，景点最好能推着走"),
             ("c06", "2025-07-19 23:40", "fact", 0.95, "大宝CMPA（牛奶蛋白过敏），喝的是深度水解奶粉"),
             ("c07", "2025-08-22 22:30", "fact", 0.6, "用户公司996，只有法定长假才能出远门"),
             ("c08", "2025-10-10 20:10", "preference", 0.6, "媳妇是湖南人，无辣不欢"),
             ("c09", "2025-11-15 19:00", "fact", 0.7, "用户跳槽去了国企，双休，基本不加班"),
             ("c10", "2025-12-20 21:20", "relation", 0.8, "岳母回兰州了，现在是用户亲妈从汉中过来帮忙带娃"),
             ("c11", "2026-01-25 18:40", "relation", 0.5, "家里最近养了只垂耳兔，出门托给同事照顾"),
             ("c12", "2026-02-28 22:50", "fact", 0.85, "小宝最近查出轻度哮喘，换季容易犯"),
             ("c13", "2026-03-10 21:15", "event", 0.8, "用户计划2026年五一带全家去成都看大熊猫"),
         ],
         plans={"c13": "2026-05-05"},
         valid_until=set(),
         bg=dict(force=["用户开的是一辆纯电车，在小区装了充电桩"], exclude_words=["加班", "996", "续航", "保险要五千"]),
         probes=[
             P("para", "2026-03-15 14:00", "小哥俩中觉一般几点", ["c03"]),
             P("para", "2026-03-16 21:30", "孩子姥姥敢坐缆车不", ["c04"]),
             P("para", "2026-03-17 08:40", "现在家里谁帮我们看孩子", ["c10"],
               [(["从兰州过来"], ["c02"])]),
             P("task", "2026-03-20 22:45", "五一成都那趟，帮我订酒店+排行程，俩bb都带", ["c13", "c03", "c05", "c06"]),
             P("task", "2026-03-22 11:30", "周末全家下馆子，吃啥好，媳妇说随便（随便最难", ["c08", "c06"]),
             P("direct", "2026-03-25 19:10", "兔子出门托给谁", ["c11"]),
             P("abst", "2026-03-28 09:20", "小宝疫苗打到第几针了", []),
             P("abst", "2026-03-30 16:00", "身份证过期了还能坐飞机吗", []),
             P("bg", "2026-04-02 20:30", "我那车是电车还是油车来着", ["BG:用户开的是一辆纯电车，在小区装了充电桩"]),
         ]),
    # ------------------------------------------------------------ 上海 沈梅 (four generations; Wu)
    dict(key="shen", user_id="u_shenmei", tenant="agency_sh", twin=None,
         core=[
             ("c01", "2025-03-12 20:00", "profile", 0.7, "用户住上海徐汇，四代同堂：外婆、妈妈、老公和儿子阿宝"),
             ("c02", "2025-03-12 20:05", "fact", 0.85, "外婆95岁了，平时在家能扶着走，去机场和景区得借轮椅"),
             ("c03", "2025-04-05 21:30", "fact", 0.8, "老公花粉过敏，去年春天去看了趟樱花，回来喷嚏打了一个礼拜"),
             ("c04", "2025-04-28 22:10", "fact", 0.85, "儿子阿宝14岁，对噪音特别敏感，人挤人的地方会情绪崩溃，出门要带降噪耳机"),
             ("c05", "2025-05-30 12:40", "fact", 0.8, "妈妈有糖尿病，要控制碳水，饭点不能拖"),
             ("c06", "2025-06-15 20:20", "fact", 0.6, "用户说家庭旅行一年预算四万左右"),
             ("c07", "2025-07-01 19:30", "event", 0.6, "用户计划2025年8月带全家去莫干山避暑"),
             ("c08", "2025-08-10 21:50", "preference", 0.75, "外婆夜里要有人陪着睡，出门得订两室的套房"),
             ("c09", "2025-09-15 18:10", "fact", 0.6, "阿宝初二开始住校了，只有周末回家"),
             ("c10", "2025-10-20 20:30", "fact", 0.8, "妈妈搬去南京跟用户弟弟住了，不再跟他们住一起"),
             ("c11", "2026-01-12 22:00", "fact", 0.9, "外婆元旦后查出心衰，医生讲不好再坐飞机了"),
             ("c12", "2026-02-05 21:15", "fact", 0.8, "用户说今年家庭旅行预算砍半，只有两万"),
             ("c13", "2026-02-20 20:45", "event", 0.8, "用户想2026年暑假带外婆去崇明岛住几天，自驾过去"),
             ("c14", "2026-03-05 19:00", "preference", 0.5, "阿宝最近迷上了地铁，想把各个城市的地铁都坐一遍"),
         ],
         plans={"c07": "2025-08-31", "c13": "2026-08-31"},
         valid_until={"c13"},
         bg=dict(force=["用户每个季度要出差去总部参加一次会议"], exclude_families=["blood"], exclude_words=["第五年"]),
         probes=[
             P("para", "2026-03-10 08:30", "阿拉屋里最老的那位还好搭灰机伐", ["c11"]),
             P("para", "2026-03-12 12:50", "阿拉老公四月份去公园赏花会不会出毛病", ["c03"]),
             P("para", "2026-03-14 21:20", "姆妈现在住阿里", ["c10"],
               [(["四代同堂"], ["c01"])]),
             P("task", "2026-04-01 22:00", "暑假崇明那趟，酒店帮我看看", ["c13", "c08", "c02", "c12"],
               [(["四万"], ["c06"])]),
             P("task", "2026-04-03 19:15", "礼拜六阿宝回来，想带伊吃饭再逛逛，避开人多的地方", ["c04", "c14"]),
             P("direct", "2026-04-05 09:40", "外婆去景区要借轮椅伐", ["c02"]),
             P("abst", "2026-04-08 20:10", "外婆啥血型", []),
             P("abst", "2026-04-10 13:30", "高铁上好带充电宝伐", []),
             P("bg", "2026-04-12 22:20", "我去总部开会是多久一趟来着", ["BG:用户每个季度要出差去总部参加一次会议"]),
         ]),
    # ------------------------------------------------------------ 沈阳 姚婷 (Northeastern; pregnant)
    dict(key="yao", user_id="u_yaoting", tenant="default", twin=None,
         core=[
             ("c01", "2025-03-20 21:00", "profile", 0.7, "用户是东北人，住沈阳铁西，姥姥跟他们小两口一块儿过"),
             ("c02", "2025-03-20 21:03", "preference", 0.7, "姥姥九十了，一到冬天就猫屋里不出门，嫌冷"),
             ("c03", "2025-05-05 20:15", "fact", 0.8, "用户说姥姥骨质疏松，去年坐大巴回村里颠了一路，腰疼了半个月"),
             ("c04", "2025-06-16 19:30", "preference", 0.6, "老公是朝鲜族，爱吃辣白菜和冷面，出去玩总想找朝鲜族馆子"),
             ("c05", "2025-07-25 22:00", "relation", 0.6, "用户家养了只阿拉斯加叫大壮，出门就送回她爸妈家帮着看"),
             ("c06", "2025-09-01 12:00", "event", 0.7, "表哥2025年12月20号在长春结婚，全家都得去"),
             ("c07", "2025-10-10 21:40", "fact", 0.85, "用户gluten敏感，吃多了面食就胀气难受"),
             ("c08", "2025-11-20 22:30", "fact", 0.9, "用户怀孕了，预产期在2026年7月"),
             ("c09", "2025-12-05 08:20", "fact", 0.7, "用户孕吐厉害，闻不了油烟味"),
             ("c10", "2026-01-08 20:10", "event", 0.7, "老公2026年3月到5月要出海，三个月不在家"),
             ("c11", "2026-02-10 19:50", "fact", 0.85, "大夫说用户怀孕28周以后最好别坐飞机"),
             ("c12", "2026-02-26 23:00", "fact", 0.6, "大壮二月初得急病没了"),
             ("c13", "2026-03-03 20:30", "fact", 0.7, "姥姥现在搬去用户舅舅家住了"),
         ],
         plans={"c06": "2025-12-20", "c08": "2026-07-31", "c10": "2026-05-31"},
         valid_until={"c06", "c10"},
         bg=dict(force=["用户的生日是11月3日"], no_active=True),
         probes=[
             P("para", "2026-03-10 21:10", "肚子大了以后还能飞不", ["c11"]),
             P("para", "2026-03-12 12:20", "俺姥这会儿搁谁家待着呢", ["c13"],
               [(["小两口一块儿过"], ["c01"])]),
             P("para", "2026-03-14 19:00", "俺对象出门旅游好哪口", ["c04"]),
             P("task", "2026-03-20 18:30", "周末想请闺蜜吃饭，帮我整个饭店", ["c07", "c08", "c09"]),
             P("expiry", "2026-03-15 22:40", "四月想回趟长春看亲戚，坐啥车去好", ["c08", "c11"],
               [(["结婚"], ["c06"])]),
             P("expiry", "2026-06-10 20:00", "我老公这阵子在家没", [],
               [(["出海"], ["c10"])]),
             P("direct", "2026-03-18 10:30", "姥姥冬天出不出门", ["c02"]),
             P("abst", "2026-03-22 15:10", "表哥媳妇叫啥", []),
             P("bg", "2026-03-25 21:50", "俺生日几号来着，帮我记下", ["BG:用户的生日是11月3日"]),
         ]),
    # ------------------------------------------------------------ 深圳 孔伟
    dict(key="kong", user_id="u_kongwei", tenant="agency_gz", twin=None,
         core=[
             ("c01", "2025-02-15 20:30", "profile", 0.7, "用户住深圳南山，爸妈每年冬天从湖南过来住三个月"),
             ("c02", "2025-02-15 20:34", "fact", 0.85, "用户说老爸风湿性关节炎，一到阴雨天膝盖疼得下不了床"),
             ("c03", "2025-04-01 21:00", "fact", 0.8, "大女儿10岁，尘螨过敏，住有地毯的房间会一直咳"),
             ("c04", "2025-04-01 21:03", "preference", 0.75, "小儿子3岁，中午还要午睡，吃饭得有儿童餐椅"),
             ("c05", "2025-06-06 22:40", "preference", 0.6, "用户订住宿喜欢book整套Airbnb，一家人能在一起做饭"),
             ("c06", "2025-07-18 19:20", "fact", 0.8, "老妈晕车厉害，走盘山路一上车就吐"),
             ("c07", "2025-09-02 12:10", "fact", 0.6, "老婆在医院当护士，要排班，年假得提前两个月报"),
             ("c08", "2025-10-01 10:00", "event", 0.6, "用户计划2026年元旦带全家去清远泡温泉"),
             ("c09", "2025-11-08 20:50", "fact", 0.8, "爸妈在深圳买了房，以后常住深圳，不回湖南了"),
             ("c10", "2026-01-20 21:30", "fact", 0.7, "大女儿脱敏治疗见效了，现在住地毯房也没事了"),
             ("c11", "2026-02-12 20:00", "fact", 0.8, "老爸去年做了胃部手术，现在只能少食多餐，生冷的不能吃"),
             ("c12", "2026-03-01 18:45", "relation", 0.5, "家里新养了一只柴犬叫Lucky，出门就送宠物酒店"),
             ("c13", "2026-03-15 22:10", "event", 0.8, "用户打算2026年国庆带全家去北海道"),
         ],
         plans={"c08": "2026-01-03", "c13": "2026-10-08"},
         valid_until={"c08"},
         bg=dict(force=["用户公司实行弹性打卡，十点前到就行"]),
         probes=[
             P("para", "2026-03-20 09:00", "梅雨季带老头子去江南合适不", ["c02"]),
             P("para", "2026-03-22 20:40", "老妈跟旅游团坐大巴绕山顶得住吗", ["c06"]),
             P("para", "2026-03-24 12:30", "爸妈现在还是冬天才过来吗", ["c09"],
               [(["三个月"], ["c01"])]),
             P("task", "2026-04-01 23:10", "北海道那趟帮我book住的，顺便看看包车还是跟团", ["c13", "c05", "c06", "c04"],
               [(["一直咳"], ["c03"])]),
             P("task", "2026-04-03 08:50", "周六带爸妈孩子去饮早茶，帮我挑一家", ["c04", "c11"]),
             P("direct", "2026-04-05 19:30", "柴犬出门放哪", ["c12"]),
             P("abst", "2026-04-08 13:00", "老婆下个月排哪几天班", []),
             P("bg", "2026-04-10 08:20", "我们公司最晚几点到岗不算迟到", ["BG:用户公司实行弹性打卡，十点前到就行"]),
         ]),
]


# ---------------------------------------------------------------------------
# background pool (parsed as text, never imported)
# ---------------------------------------------------------------------------
def read_pool():
    src = POOL_FILE.read_text(encoding="utf-8")
    tree = ast.parse(src)
    lits = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name in ("POOL", "PLACE_WORDS"):
                lits[name] = ast.literal_eval(node.value)
    entries = []
    topic, mtype = None, None
    for raw in lits["POOL"].splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            words = line[3:].split()
            topic, mtype = " ".join(words[:-1]), words[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        entries.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return entries, list(lits["PLACE_WORDS"])


def families(entry):
    return {t.split(":", 1)[0]: t.split(":", 1)[1] for t in entry["tags"] if ":" in t}


def all_forbid_keywords(acc):
    return [k for p in acc["probes"] for kws, _src in p["forbid"] for k in kws]


def pick_background(acc, entries, places, rng):
    cfg = acc["bg"]
    force = list(cfg.get("force", []))
    by_text = {e["text"]: e for e in entries}
    for t in force:
        assert t in by_text, f"forced pool statement not in pool: {t}"
    # cluster choice: forced statements fix their cluster, the rest is random
    fam_values = {}
    for e in entries:
        for f, v in families(e).items():
            fam_values.setdefault(f, set()).add(v)
    chosen = {}
    for t in force:
        for f, v in families(by_text[t]).items():
            chosen[f] = v
    for f in sorted(fam_values):
        if f not in chosen:
            chosen[f] = rng.choice(sorted(fam_values[f]))
    text_blob = " ".join(c[4] for c in acc["core"]) + " " + " ".join(p["query"] for p in acc["probes"])
    own_places = [w for w in places if w in text_blob]
    forbid_kw = [norm(k) for k in all_forbid_keywords(acc)]
    excl_topics = tuple(GLOBAL_EXCLUDE_TOPICS) + tuple(cfg.get("exclude_topics", []))
    excl_fams = set(cfg.get("exclude_families", []))
    excl_words = cfg.get("exclude_words", [])

    def ok(e, forced=False):
        t = e["text"]
        if any(w in t for w in own_places):
            return False
        if any(k in norm(t) for k in forbid_kw):
            return False
        if forced:
            return True
        if e["topic"].split()[0] in excl_topics:
            return False
        fams = families(e)
        if any(f in excl_fams for f in fams):
            return False
        if any(chosen.get(f) != v for f, v in fams.items()):
            return False
        if cfg.get("no_active") and "active" in e["tags"]:
            return False
        if any(w in t for w in excl_words):
            return False
        return True

    for t in force:
        assert ok(by_text[t], forced=True), f"{acc['key']}: forced statement filtered out: {t}"
    cands = [e for e in entries if ok(e) and e["text"] not in force]
    n = rng.randint(130, 150)
    picked = [by_text[t] for t in force] + rng.sample(cands, n - len(force))
    return picked


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def build():
    entries, places = read_pool()
    rng = random.Random(SEED)
    users = []
    for acc in ACCOUNTS:
        key = acc["key"]
        mems = []
        for cid, created, mtype, imp, content in acc["core"]:
            m = {"id": f"{key}_{cid}", "content": content, "type": mtype,
                 "importance": imp, "created_at": ts(created)}
            if cid in acc["valid_until"]:
                m["valid_until"] = day_end(acc["plans"][cid])
            mems.append(m)
        last_core = max(datetime.strptime(c[1], "%Y-%m-%d %H:%M") for c in acc["core"])
        start = datetime(2025, 1, 5, 8, 0)
        span = int((last_core - start).total_seconds() // 60)
        picked = pick_background(acc, entries, places, rng)
        dated = []
        for e in picked:
            when = start + timedelta(minutes=rng.randrange(span))
            dated.append((when, e))
        dated.sort(key=lambda x: (x[0], x[1]["text"]))
        bg_id_of = {}
        for i, (when, e) in enumerate(dated, 1):
            bid = f"b_{key}_{i:03d}"
            bg_id_of[e["text"]] = bid
            mems.append({"id": bid, "content": e["text"], "type": e["type"],
                         "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created_at": when.replace(tzinfo=TZ).isoformat()})
        probes = []
        counter = {}
        for p in acc["probes"]:
            counter[p["kind"]] = counter.get(p["kind"], 0) + 1
            rel = []
            for r in p["rel"]:
                rel.append(bg_id_of[r[3:]] if r.startswith("BG:") else f"{key}_{r}")
            out = {"id": f"{key}_{p['kind']}_{counter[p['kind']]:02d}", "at": ts(p["at"]),
                   "query": p["query"], "relevant": rel}
            if p["forbid"]:
                out["forbid"] = [list(kws) for kws, _src in p["forbid"]]
            probes.append(out)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1",
            "name": "zh_retrieval_holdout27: multi-generation family trip planning (blind holdout)",
            "users": users}


# ---------------------------------------------------------------------------
# check
# ---------------------------------------------------------------------------
def parse_iso(s):
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        raise ValueError("no timezone")
    return d


def han_chars(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff"}


def check(path: Path) -> int:
    errs = []

    def err(msg):
        errs.append(msg)

    data = json.loads(path.read_text(encoding="utf-8"))
    if data != build():
        err("file differs from a fresh deterministic build (re-run the builder)")
    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not data.get("name"):
        err("missing name")
    users = data.get("users", [])
    if len(users) != 12:
        err(f"expected 12 accounts, got {len(users)}")
    spec = {a["key"]: a for a in ACCOUNTS}

    # accounts
    acct_of_user = {}
    pairs = set()
    for u, acc in zip(users, ACCOUNTS):
        pair = (u.get("user_id"), u.get("tenant_id", "default"))
        if not pair[0]:
            err("user without user_id")
        if pair in pairs:
            err(f"duplicate account {pair}")
        pairs.add(pair)
        acct_of_user[id(u)] = acc["key"]
    by_uid = {}
    for uid, ten in pairs:
        by_uid.setdefault(uid, set()).add(ten)
    shared = {uid: t for uid, t in by_uid.items() if len(t) > 1}
    if len(shared) != 1 or any(len(t) != 2 for t in shared.values()):
        err(f"expected exactly one user_id under exactly two tenants, got {shared}")

    # memories
    mem_owner, mem_by_id = {}, {}
    acct_mems = {}
    for u, acc in zip(users, ACCOUNTS):
        key = acc["key"]
        core, bgm = [], []
        for m in u.get("memories", []):
            mid = m.get("id")
            if not mid or not isinstance(m.get("content"), str) or not m["content"].strip():
                err(f"{key}: memory without id/content: {m}")
                continue
            if mid in mem_owner:
                err(f"duplicate memory id {mid}")
            mem_owner[mid] = key
            mem_by_id[mid] = m
            if m.get("type") not in ("fact", "preference", "profile", "event", "relation"):
                err(f"{mid}: odd type {m.get('type')}")
            if not (0.0 <= float(m.get("importance", 0.7)) <= 1.0):
                err(f"{mid}: importance out of range")
            try:
                parse_iso(m["created_at"])
                if "valid_until" in m:
                    parse_iso(m["valid_until"])
            except Exception as e:  # noqa: BLE001
                err(f"{mid}: bad timestamp ({e})")
            if mid.startswith("b"):
                if not re.fullmatch(rf"b_{key}_\d{{3}}", mid):
                    err(f"{mid}: background id must look like b_{key}_NNN")
                bgm.append(m)
            else:
                if not mid.startswith(f"{key}_"):
                    err(f"{mid}: core id must start with {key}_")
                core.append(m)
        if not 12 <= len(core) <= 14:
            err(f"{key}: {len(core)} core memories (want 12-14)")
        if not 130 <= len(bgm) <= 150:
            err(f"{key}: {len(bgm)} background memories (want 130-150)")
        acct_mems[key] = u.get("memories", [])
        # dated plans: explicit valid_until must match the plan end
        for cid, end in acc["plans"].items():
            m = mem_by_id.get(f"{key}_{cid}")
            if m is None:
                err(f"{key}: plan {cid} missing")
            elif "valid_until" in m and parse_iso(m["valid_until"]).date().isoformat() != end:
                err(f"{key}_{cid}: valid_until {m['valid_until']} != plan end {end}")

    twin_of = {a["key"]: a["twin"] for a in ACCOUNTS}

    def hits(key, kws):
        ks = [norm(k) for k in kws]
        return {m["id"] for m in acct_mems[key] if any(k in norm(m["content"]) for k in ks)}

    # probes
    kinds = {k: 0 for k in KINDS}
    probe_ids = set()
    n_forbid = n_leak = n_expiry_empty = 0
    overlap = {"para": [], "direct": []}
    for u, acc in zip(users, ACCOUNTS):
        key = acc["key"]
        last_mem = max(parse_iso(m["created_at"]) for m in acct_mems[key])
        plans = {f"{key}_{c}": datetime.strptime(d, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)
                 for c, d in acc["plans"].items()}
        spec_probes = acc["probes"]
        if len(u.get("probes", [])) != len(spec_probes):
            err(f"{key}: probe count differs from spec")
        for p, sp in zip(u.get("probes", []), spec_probes):
            pid = p.get("id", "")
            m = re.fullmatch(rf"{key}_({'|'.join(KINDS)})_\d\d", pid)
            if not m:
                err(f"bad probe id {pid}")
                continue
            kind = m.group(1)
            kinds[kind] += 1
            if pid in probe_ids:
                err(f"duplicate probe id {pid}")
            probe_ids.add(pid)
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err(f"{pid}: empty query")
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err(f"{pid}: relevant must be a list")
                continue
            try:
                at = parse_iso(p["at"])
            except Exception as e:  # noqa: BLE001
                err(f"{pid}: bad at ({e})")
                continue
            if at <= last_mem:
                err(f"{pid}: asked before the account's last memory")
            if len(set(rel)) != len(rel):
                err(f"{pid}: duplicate relevant ids")
            for r in rel:
                if r not in mem_owner:
                    err(f"{pid}: relevant {r} does not exist")
                elif mem_owner[r] != key:
                    err(f"{pid}: relevant {r} belongs to {mem_owner[r]}")
                elif parse_iso(mem_by_id[r]["created_at"]) >= at:
                    err(f"{pid}: relevant {r} created after the probe")
                elif r in plans and at > plans[r]:
                    err(f"{pid}: relevant {r} is a plan that ended before the probe")
            if kind == "abst" and rel:
                err(f"{pid}: abst probe must have relevant []")
            if kind in ("para", "direct", "task", "bg") and not rel:
                err(f"{pid}: {kind} probe needs relevant ids")
            if kind == "task" and not 2 <= len(rel) <= 5:
                err(f"{pid}: task probe should need 2-5 memories")
            if kind == "bg" and not all(r.startswith("b_") for r in rel):
                err(f"{pid}: bg probe must point at background memories")
            if kind in ("para", "direct") and not any(r.startswith("b_") for r in rel):
                q = han_chars(p["query"])
                mem = set().union(*(han_chars(mem_by_id[r]["content"]) for r in rel))
                overlap[kind].append(len(q & mem) / max(1, len(q)))
            # forbid
            fb = p.get("forbid", [])
            if len(fb) != len(sp["forbid"]):
                err(f"{pid}: forbid differs from spec")
                continue
            if fb:
                n_forbid += 1
            leak = False
            expired_src = []
            for grp, (kws, srcs) in zip(fb, sp["forbid"]):
                if not isinstance(grp, list) or not grp or not all(isinstance(k, str) and k for k in grp):
                    err(f"{pid}: forbid group must be a non-empty list of strings")
                    continue
                src_ids = [s if "_c" in s and s.split("_c")[0] in spec else f"{key}_{s}" for s in srcs]
                for s in src_ids:
                    if s not in mem_owner:
                        err(f"{pid}: forbid source {s} does not exist")
                own_src = {s for s in src_ids if mem_owner.get(s) == key}
                other_src = {s for s in src_ids if mem_owner.get(s) not in (None, key)}
                own_hits = hits(key, grp)
                if own_hits & set(rel):
                    err(f"{pid}: forbid {grp} matches a relevant memory {sorted(own_hits & set(rel))}")
                if other_src:
                    # cross-tenant leak: twin account, same user_id, other tenant
                    twin = twin_of[key]
                    if not twin or any(mem_owner[s] != twin for s in other_src):
                        err(f"{pid}: forbid sources {sorted(other_src)} are not from the twin account")
                        continue
                    tu = users[[a["key"] for a in ACCOUNTS].index(twin)]
                    if tu["user_id"] != u["user_id"] or tu.get("tenant_id") == u.get("tenant_id"):
                        err(f"{pid}: twin is not the same user_id under another tenant")
                    if own_src:
                        err(f"{pid}: a forbid group mixes own and twin sources")
                    if own_hits:
                        err(f"{pid}: leak keywords {grp} also hit own memories {sorted(own_hits)}")
                    if not other_src <= hits(twin, grp):
                        err(f"{pid}: leak keywords {grp} do not hit {sorted(other_src)}")
                    leak = True
                else:
                    if own_hits != own_src:
                        err(f"{pid}: forbid {grp} hits {sorted(own_hits)}, spec says {sorted(own_src)}")
                    expired_src += [s for s in own_src if s in plans]
            if leak:
                n_leak += 1
            if kind == "expiry":
                if not rel:
                    n_expiry_empty += 1
                if not expired_src:
                    err(f"{pid}: expiry probe forbids no dated plan of its own account")
                for s in expired_src:
                    if at <= plans[s]:
                        err(f"{pid}: asked before plan {s} ends ({plans[s].date()})")
    for k, want in WANT_KINDS.items():
        if kinds[k] != want:
            err(f"kind {k}: {kinds[k]} probes, want {want}")
    if n_expiry_empty < 1:
        err("no expiry probe wants nothing")
    if n_leak != 16:
        err(f"{n_leak} leak probes, want 16")
    if not 36 <= n_forbid <= 44:
        err(f"{n_forbid} forbid probes, want about 40")

    n_core = sum(1 for mid in mem_owner if not mid.startswith("b"))
    n_bg = len(mem_owner) - n_core
    print(f"file: {path}")
    print(f"accounts: {len(users)}  shared user_id: {shared}")
    print(f"memories: {len(mem_owner)} (core {n_core}, background {n_bg})")
    print(f"probes: {sum(kinds.values())}  " + "  ".join(f"{k}={v}" for k, v in kinds.items()))
    print(f"forbid probes: {n_forbid}  leak probes: {n_leak}  expiry probes wanting nothing: {n_expiry_empty}")
    for k, v in overlap.items():
        if v:
            print(f"mean share of query Han chars found in the relevant memory: {k}={sum(v)/len(v):.2f} (max {max(v):.2f})")
    if errs:
        print(f"\n{len(errs)} violation(s):")
        for e in errs:
            print("  -", e)
        return 1
    print("OK")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="validate the written file and print counts")
    args = ap.parse_args()
    if args.check:
        if not OUT.exists():
            print(f"{OUT} does not exist; run without --check first")
            return 1
        return check(OUT)
    data = build()
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
