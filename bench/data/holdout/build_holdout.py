#!/usr/bin/env python3
"""Build the blind held-out track-R set bench/data/holdout/zh_retrieval_holdout.json.

    python bench/data/holdout/build_holdout.py           # write the JSON, check it, print a summary
    python bench/data/holdout/build_holdout.py --check   # only check the JSON already on disk

Written without looking at the project's dev/test retrieval sets: users, core
memories and probes below are hand-written for this file only. The only shared
input is the background statement pool (bench/data/src/background_pool.py).

Deterministic: background sampling and background timestamps come from
random.Random seeded with SEED plus tenant and user id, so a rebuild is
byte-identical.

Probe ids are "p<n>-<kind>":
  para    the probe targets a stored fact in other words (few shared characters)
  task    a request; relevant = what a careful travel planner must take into account
  direct  the user asks about themselves
  abst    needs no personal memory (relevant: []), often sharing topic words with a fact
  expiry  asked after a dated trip/plan has ended; that memory is not relevant and
          its keyword is in forbid (the 6th field of the source tuple names it)
  bg      targets a background memory (pinned into the sample with "@statement")

Dated trips: three carry an explicit valid_until, three are left to the engine's
own inference from their wording ("2026年6月下旬", "2026年五一", "2026年国庆",
"2026年8月"). Durable facts with time words that must NOT expire:
u_hejiayi m1 "只有寒暑假才能出远门", u_gaoyuan m8 "每年5月20日结婚纪念日",
u_zhoujian m1 / u_xuman m1 "今年67岁 / 60岁". One user_id (u_linxi) exists in two
tenants with confusable names (林溪 / 林希) and opposite food habits.

Background hygiene (so a sampled statement never becomes silently relevant):
  * pets and car topics are never sampled (a dog/cat or a car changes hotel,
    transport and self-drive answers); "active" statements are never sampled
    for heavy users (fitness changes itinerary answers);
  * statements naming a place from the user's core facts or answered probes,
    or containing any of the user's forbid keywords, are dropped;
  * per-user topic / keyword exclusions below remove statements that would
    contradict a core fact or bear on one of the user's probes; pinned
    statements bypass the keyword exclusions;
  * "bg_force" puts a few hard negatives into the sample on purpose (they share
    a surface word with a probe but are not relevant: 潜水 in a chat group vs a
    diving licence, a department 预算 vs a family travel budget).
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

SEED = 20260917
TZ = "+08:00"
HERE = Path(__file__).resolve().parent
POOL_FILE = HERE.parent / "src" / "background_pool.py"
OUT = HERE / "zh_retrieval_holdout.json"
FORMAT = "memory-eval/v1"
NAME = "zh_retrieval_holdout"
TYPES = {"preference", "profile", "constraint", "goal", "event", "relation"}
KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
GLOBAL_EXCLUDE_TOPICS = {"pets", "car"}

# --------------------------------------------------------------------------- users
# core: (id, type, importance, content, created_at, valid_until | None)
# probe: (id, at, query, relevant, forbid | None, expired ids | None)
#        relevant entries starting with "@" name a pinned background statement

USERS = [
    # ------------------------------------------------------------------ 孙倩
    {
        "user_id": "u_sunqian", "tenant_id": "default",
        "background": 180, "window": ("2025-03-01", "2026-05-31"),
        "bg_exclude_topics": ["trips"],
        "bg_exclude_kw": ["泡脚", "收集", "收藏", "集邮", "文具"],
        "bg_pin": ["用户收藏了一面墙的冰箱贴", "用户收集了好几个城市的地铁卡"],
        "core": [
            ("m1", "profile", 0.8, "用户叫孙倩，在上海一家外企做财务", "2025-08-14T20:11:00", None),
            ("m2", "constraint", 0.95, "用户对虾蟹这类甲壳类海鲜过敏，吃了会起荨麻疹", "2025-08-14T20:13:00", None),
            ("m3", "relation", 0.85, "用户有个5岁的女儿，出门基本都带着她", "2025-09-02T21:40:00", None),
            ("m4", "constraint", 0.8, "用户坐大巴或者走盘山路容易晕车", "2025-11-20T12:05:00", None),
            ("m5", "preference", 0.6, "用户订酒店喜欢带浴缸的房间", "2026-01-08T22:30:00", None),
            ("m6", "preference", 0.7, "用户一家出游的预算大概是每天人均800元以内", "2026-02-17T10:20:00", None),
            ("m7", "event", 0.75, "用户计划2026年7月中旬带女儿去青岛看海", "2026-04-03T19:48:00", "2026-07-31T23:59:59"),
            ("m8", "preference", 0.65, "用户不喜欢人挤人的网红打卡点", "2025-12-05T09:15:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-18T21:02:00", "青岛那趟帮我排个三天的行程吧", ["m3", "m4", "m7", "m8"]),
            ("p2-task", "2026-06-18T21:10:00", "到了青岛吃饭的话有哪些馆子可以去", ["m2", "m3"], [["清真"], ["吃素"]]),
            ("p3-para", "2026-06-19T13:30:00", "有没有那种能躺进去好好泡一泡的房型推荐", ["m5", "m6"]),
            ("p4-para", "2026-06-20T08:45:00", "走那种弯弯绕绕的山路我肯定要吐，崂山还能去吗", ["m4"]),
            ("p5-bg", "2026-06-22T22:01:00", "青岛有啥值得买回家的小玩意儿", ["@用户收藏了一面墙的冰箱贴", "@用户收集了好几个城市的地铁卡"]),
            ("p6-abst", "2026-06-25T12:40:00", "上海迪士尼晚上的烟花一般几点开始", []),
            ("p7-expiry", "2026-09-08T20:30:00", "国庆假期想出去玩几天，哪里人少点", ["m3", "m4", "m6", "m8"], [["青岛"]], ["m7"]),
            ("p8-direct", "2026-09-09T09:12:00", "你知道我是干哪行的吗", ["m1"]),
            ("p9-abst", "2026-09-11T18:25:00", "青岛啤酒节一般是几月份开始", []),
        ],
    },
    # ------------------------------------------------------------------ 周健
    {
        "user_id": "u_zhoujian", "tenant_id": "default",
        "background": 200, "window": ("2025-02-01", "2026-05-20"),
        "bg_exclude_topics": ["work", "commute", "family", "learning", "games"],
        "bg_exclude_kw": ["血压", "西藏", "青海", "丽江", "西双版纳", "公司", "钓鱼", "水库"],
        "bg_pin": ["用户周末偶尔会去水库钓鱼"],
        "core": [
            ("m1", "profile", 0.8, "用户叫周健，今年67岁，退休前是铁路工程师", "2025-05-06T09:30:00", None),
            ("m2", "constraint", 0.9, "用户膝盖做过手术，爬不了多少台阶，一次最多走半小时", "2025-05-06T09:34:00", None),
            ("m3", "relation", 0.8, "用户出门一般和老伴一起，老伴特别怕冷", "2025-07-19T16:02:00", None),
            ("m4", "constraint", 0.9, "用户有高血压，医生叮嘱别去海拔太高的地方", "2025-07-19T16:05:00", None),
            ("m5", "preference", 0.7, "用户坐火车喜欢下铺，坐高铁要靠过道的座位方便起身", "2025-10-02T08:50:00", None),
            ("m6", "preference", 0.7, "用户口味清淡，一点辣都吃不了", "2025-12-13T18:20:00", None),
            ("m7", "goal", 0.6, "用户想在有生之年把全国的省会城市都走一遍", "2026-01-25T10:10:00", None),
            ("m8", "profile", 0.65, "用户家住济南", "2025-05-06T09:31:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-03T08:10:00", "下个月想去云南转一圈，你给安排安排", ["m2", "m3", "m4"]),
            ("p2-task", "2026-06-03T08:22:00", "帮我看看去西安的车票，两个人", ["m5", "m8"]),
            ("p3-para", "2026-06-05T15:00:00", "泰山那种一级一级往上走的，我还能去不", ["m2"]),
            ("p4-para", "2026-06-06T10:41:00", "去拉萨那边我这身体扛得住吗", ["m4"]),
            ("p5-direct", "2026-06-08T19:30:00", "我以前跟你念叨过的那个心愿还记得不", ["m7"]),
            ("p6-task", "2026-06-10T11:15:00", "到了成都想尝尝地道的，带我们去哪吃", ["m6"], [["无辣不欢"]]),
            ("p7-abst", "2026-06-12T09:05:00", "高铁上能带充电宝吗，有没有容量限制", []),
            ("p8-bg", "2026-06-15T07:50:00", "这周末想去济南周边找个水边待一天，带上我那套家伙什", ["@用户周末偶尔会去水库钓鱼", "m2"]),
            ("p9-abst", "2026-06-20T20:12:00", "哈尔滨冰雪大世界今年啥时候开园", []),
        ],
    },
    # ------------------------------------------------------------------ 林溪 (default tenant)
    {
        "user_id": "u_linxi", "tenant_id": "default",
        "background": 170, "window": ("2025-04-01", "2026-04-30"),
        "bg_exclude_topics": ["work", "commute"],
        "bg_exclude_kw": ["酸奶", "拉花", "鱼油", "索道", "主动聊天", "社交太多", "泰国", "曼谷", "新加坡"],
        "core": [
            ("m1", "profile", 0.75, "用户叫林溪，是一名自由插画师", "2025-06-11T23:05:00", None),
            ("m2", "constraint", 0.9, "用户吃纯素，鸡蛋和奶制品也不碰", "2025-06-11T23:08:00", None),
            ("m3", "preference", 0.75, "用户喜欢一个人旅行，爱住青旅认识新朋友", "2025-08-30T14:22:00", None),
            ("m4", "constraint", 0.85, "用户恐高，玻璃栈道、高空项目一概不去", "2025-08-30T14:25:00", None),
            ("m5", "preference", 0.7, "用户旅行节奏很随性，一天只去一两个地方", "2025-11-03T11:40:00", None),
            ("m6", "preference", 0.65, "用户住宿预算每晚不超过200元", "2026-01-17T16:00:00", None),
            ("m7", "goal", 0.6, "用户打算攒够钱后去东南亚旅居半年", "2026-03-09T22:18:00", None),
            ("m8", "profile", 0.7, "用户住在厦门", "2025-06-11T23:06:00", None),
        ],
        "probes": [
            ("p1-task", "2026-05-10T10:00:00", "张家界玩三天怎么排合适", ["m3", "m4", "m5"]),
            ("p2-task", "2026-05-12T21:35:00", "大理帮我物色个落脚的地方", ["m3", "m6"]),
            ("p3-para", "2026-05-13T12:10:00", "在外面我能入口的东西太少了，老是饿肚子，有啥办法", ["m2"]),
            ("p4-task", "2026-05-14T18:45:00", "大理古城晚上吃点啥好", ["m2"], [["海鲜"], ["生蚝"]]),
            ("p5-abst", "2026-05-15T09:20:00", "洱海骑一圈大概多少公里", []),
            ("p6-direct", "2026-05-16T23:30:00", "你还记得我叫啥、住哪吗", ["m1", "m8"], [["林希"], ["温州"]]),
            ("p7-para", "2026-05-20T01:05:00", "等钱存够了想去那边长住一阵，清迈和岘港哪个更合适", ["m7", "m2", "m6"]),
            ("p8-abst", "2026-05-21T15:44:00", "厦门到大理有直飞的航班吗", []),
        ],
    },
    # ------------------------------------------------------------------ 林希 (second tenant, same user_id)
    {
        "user_id": "u_linxi", "tenant_id": "t_youke",
        "background": 0,
        "core": [
            ("m1", "profile", 0.8, "用户叫林希，在温州开了一家鞋厂", "2025-10-09T10:00:00", None),
            ("m2", "relation", 0.9, "用户常带78岁的母亲出游，母亲需要坐轮椅", "2025-10-09T10:04:00", None),
            ("m3", "relation", 0.75, "用户的儿子今年15岁，喜欢打篮球", "2025-12-21T20:30:00", None),
            ("m4", "preference", 0.8, "用户住酒店只选五星级，要行政楼层", "2025-10-09T10:06:00", None),
            ("m5", "preference", 0.7, "用户最爱吃海鲜，尤其是生蚝", "2026-02-02T19:15:00", None),
            ("m6", "preference", 0.75, "用户坐飞机习惯坐公务舱", "2026-03-14T08:40:00", None),
            ("m7", "event", 0.7, "用户2026年8月要带全家去北海道避暑", "2026-05-06T21:00:00", None),
            ("m8", "constraint", 0.7, "用户的母亲睡眠浅，房间一定要安静", "2026-05-06T21:03:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-20T09:30:00", "北海道的酒店帮我挑几家", ["m2", "m4", "m7", "m8"]),
            ("p2-task", "2026-06-21T14:05:00", "帮我查查飞札幌的机票", ["m2", "m6", "m7"]),
            ("p3-para", "2026-06-22T16:18:00", "带老太太逛的话，哪些地方推着走比较顺", ["m2"]),
            ("p4-task", "2026-06-23T11:50:00", "到了函馆想找家好馆子", ["m2", "m5"], [["纯素"], ["吃素"]]),
            ("p5-abst", "2026-06-24T22:10:00", "生蚝跟牡蛎是不是同一种东西", []),
            ("p6-direct", "2026-06-25T08:05:00", "我儿子今年多大了来着", ["m3"]),
            ("p7-para", "2026-06-26T19:40:00", "家里那个半大小子精力旺盛，札幌有啥能让他撒欢的", ["m3"]),
            ("p8-abst", "2026-06-27T10:25:00", "现在去日本入境还要填什么单子吗", []),
        ],
    },
    # ------------------------------------------------------------------ 何佳怡
    {
        "user_id": "u_hejiayi", "tenant_id": "default",
        "background": 0,
        "core": [
            ("m1", "profile", 0.75, "用户叫何佳怡，是幼儿园老师，只有寒暑假才能出远门", "2025-07-12T20:00:00", None),
            ("m2", "relation", 0.85, "用户养了一只叫布丁的柯基，出去玩尽量带上它", "2025-07-12T20:03:00", None),
            ("m3", "relation", 0.7, "用户一般和老公一起出门，老公负责开车", "2025-08-05T13:25:00", None),
            ("m4", "constraint", 0.8, "用户一坐船就晕，吃了晕船药也不太管用", "2025-08-05T13:28:00", None),
            ("m5", "preference", 0.7, "用户喜欢住带院子的民宿", "2025-09-18T21:50:00", None),
            ("m6", "preference", 0.65, "用户无辣不欢", "2025-12-28T12:30:00", None),
            ("m7", "goal", 0.65, "用户想在2026年寒假自驾去海南环岛", "2025-10-20T22:15:00", "2026-02-28T23:59:59"),
        ],
        "probes": [
            ("p1-task", "2026-06-28T10:30:00", "千岛湖附近帮我找找住的", ["m2", "m5"]),
            ("p2-task", "2026-06-29T20:45:00", "舟山那些岛怎么玩比较好", ["m2", "m3", "m4"]),
            ("p3-para", "2026-06-30T09:10:00", "我家那个小短腿能跟着一起进景区吗", ["m2"]),
            ("p4-para", "2026-07-01T21:20:00", "平时上班根本走不开，你看我一年里啥时候能安排远途", ["m1"]),
            ("p5-abst", "2026-07-02T15:00:00", "民宿和客栈到底有啥区别", []),
            ("p6-task", "2026-07-03T18:30:00", "到长沙了，带我去吃几家正宗的", ["m6"]),
            ("p7-expiry", "2026-07-05T11:00:00", "暑假想开车出去玩一趟，往哪走好", ["m2", "m3"], [["海南"]], ["m7"]),
            ("p8-abst", "2026-07-06T22:40:00", "柯基一般能活多少年", []),
        ],
    },
    # ------------------------------------------------------------------ 高远
    {
        "user_id": "u_gaoyuan", "tenant_id": "default",
        "background": 220, "window": ("2025-01-10", "2026-05-31"),
        "bg_exclude_topics": ["trips"],
        "bg_exclude_kw": ["历史", "人类简史", "球", "NBA"],
        "bg_pin": ["用户喜欢看足球，是皇马球迷"],
        "core": [
            ("m1", "profile", 0.8, "用户叫高远，在深圳做芯片销售，经常出差", "2025-03-04T08:30:00", None),
            ("m2", "preference", 0.7, "用户坐飞机一定要靠窗的座位", "2025-03-04T08:33:00", None),
            ("m3", "preference", 0.7, "用户出差住酒店优先选希尔顿旗下的，攒会员积分", "2025-04-16T23:10:00", None),
            ("m4", "constraint", 0.9, "用户有2型糖尿病，饮食要控糖", "2025-06-27T12:45:00", None),
            ("m5", "preference", 0.65, "用户对历史古迹很感兴趣，出差间隙喜欢逛博物馆", "2025-09-08T21:05:00", None),
            ("m6", "constraint", 0.75, "用户睡眠很浅，住酒店要高楼层、远离电梯", "2025-11-30T07:55:00", None),
            ("m7", "event", 0.7, "用户2026年6月下旬要去成都出差一周", "2026-05-22T17:40:00", None),
            ("m8", "relation", 0.7, "用户每年5月20日结婚纪念日都会和太太出去短途旅行", "2025-05-21T10:00:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-08T22:10:00", "成都那一周住哪儿帮我定一下", ["m3", "m6", "m7"]),
            ("p2-task", "2026-06-09T12:30:00", "成都出差中间空一个周末，能去哪转转", ["m5", "m7"]),
            ("p3-para", "2026-06-10T23:20:00", "晚上饿了想出去吃点，又怕指标飙上去，有啥推荐", ["m4"]),
            ("p4-task", "2026-06-11T09:00:00", "下周一飞北京的航班帮我挑个位子", ["m2"]),
            ("p5-para", "2026-06-12T18:15:00", "这回能住那家连锁的吗，会员等级我想保住", ["m3"]),
            ("p6-direct", "2026-06-13T20:00:00", "我结婚纪念日是哪天你还记得吗", ["m8"]),
            ("p7-bg", "2026-06-14T21:45:00", "下个月去马德里出差，有没有机会去现场看一场球", ["@用户喜欢看足球，是皇马球迷"]),
            ("p8-abst", "2026-06-15T19:10:00", "深圳湾口岸晚上几点关", []),
            ("p9-expiry", "2026-08-12T08:40:00", "下个月又要出趟差，酒店先帮我看起来", ["m3", "m6"], [["成都"]], ["m7"]),
            ("p10-abst", "2026-08-13T13:00:00", "万豪的积分能换航空里程吗", []),
        ],
    },
    # ------------------------------------------------------------------ 马琳
    {
        "user_id": "u_malin", "tenant_id": "default",
        "background": 160, "window": ("2025-05-01", "2026-05-25"),
        "bg_exclude_kw": ["逛商场", "逛街", "宜家"],
        "bg_force": ["用户每年三月份最忙，要做部门的年度预算"],
        "core": [
            ("m1", "constraint", 0.95, "用户是回族，只吃清真餐", "2025-06-02T19:00:00", None),
            ("m2", "relation", 0.85, "用户有两个孩子，老大8岁，老二3岁还得坐推车", "2025-06-02T19:04:00", None),
            ("m3", "constraint", 0.75, "用户害怕坐飞机，能坐高铁就不坐飞机", "2025-08-22T13:35:00", None),
            ("m4", "preference", 0.7, "用户订酒店要能加床的家庭房", "2025-10-14T21:12:00", None),
            ("m5", "preference", 0.65, "用户一家出去玩总预算一般在一万块左右", "2026-01-06T20:40:00", None),
            ("m6", "profile", 0.7, "用户住在兰州，在银行上班", "2025-06-02T19:02:00", None),
            ("m7", "preference", 0.6, "用户喜欢自然风光，对逛街购物没兴趣", "2026-03-28T10:05:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-05T21:00:00", "暑假带俩娃去北京，来回怎么走合适", ["m2", "m3", "m6"]),
            ("p2-task", "2026-06-06T21:30:00", "北京住哪块方便，帮我看看酒店", ["m2", "m4", "m5"]),
            ("p3-para", "2026-06-07T12:15:00", "我们家吃饭有讲究，在外地咋找放心的馆子", ["m1"]),
            ("p4-para", "2026-06-08T09:40:00", "我一上天就心慌，去乌鲁木齐还有别的走法没", ["m3", "m6"]),
            ("p5-abst", "2026-06-09T17:20:00", "兰州牛肉面为啥外地都叫拉面", []),
            ("p6-direct", "2026-06-10T22:05:00", "我之前说过我们家出去玩大概能花多少钱来着", ["m5"]),
            ("p7-task", "2026-06-11T20:50:00", "北京那几天景点怎么挑，别把孩子累着", ["m2", "m7"]),
            ("p8-abst", "2026-06-12T08:30:00", "故宫现在要提前几天预约", []),
        ],
    },
    # ------------------------------------------------------------------ 张一帆
    {
        "user_id": "u_zhangyifan", "tenant_id": "default",
        "background": 0,
        "core": [
            ("m1", "profile", 0.75, "用户叫张一帆，在武汉读大三", "2025-09-10T22:00:00", None),
            ("m2", "preference", 0.7, "用户穷游为主，火车能坐硬座就坐硬座", "2025-09-10T22:02:00", None),
            ("m3", "preference", 0.75, "用户喜欢徒步爬山，体力很好", "2025-10-25T15:30:00", None),
            ("m4", "constraint", 0.85, "用户乳糖不耐受，喝牛奶会拉肚子", "2025-11-18T12:20:00", None),
            ("m5", "preference", 0.65, "用户爱拍照，走到哪都背着单反，喜欢找日出日落的机位", "2026-01-03T19:45:00", None),
            ("m6", "event", 0.7, "用户和室友约好2026年五一去爬华山", "2026-03-20T23:10:00", None),
            ("m7", "goal", 0.6, "用户毕业前想去一趟新疆", "2025-12-09T21:00:00", None),
        ],
        "probes": [
            ("p1-task", "2026-04-12T22:30:00", "华山怎么上比较好，夜爬靠谱吗", ["m3", "m5", "m6"]),
            ("p2-para", "2026-04-13T13:05:00", "听说草原上天天喝奶茶，我这肚子受得了吗", ["m4"]),
            ("p3-task", "2026-04-14T20:15:00", "去新疆怎么走最省钱", ["m1", "m2", "m7"]),
            ("p4-abst", "2026-04-15T10:00:00", "单反镜头起雾了怎么办", []),
            ("p5-task", "2026-04-16T23:40:00", "华山脚下住一晚，帮我找个便宜点的", ["m2", "m6"]),
            ("p6-para", "2026-04-18T09:25:00", "扛着大家伙出门就想拍太阳冒头那一下，新疆哪儿合适", ["m5"]),
            ("p7-expiry", "2026-06-02T19:00:00", "最近想约人去爬个山，周边有啥好去处", ["m1", "m3"], [["华山"]], ["m6"]),
            ("p8-direct", "2026-06-03T11:30:00", "我在哪上学你知道吧", ["m1"]),
        ],
    },
    # ------------------------------------------------------------------ 吴博
    {
        "user_id": "u_wubo", "tenant_id": "default",
        "background": 190, "window": ("2025-03-01", "2026-08-20"),
        "bg_exclude_topics": ["trips"],
        "bg_exclude_kw": ["索道"],
        "core": [
            ("m1", "profile", 0.75, "用户叫吴博，在天津一所大学教物理", "2025-04-08T20:20:00", None),
            ("m2", "constraint", 0.85, "用户有幽闭恐惧，不敢坐缆车，也不进长隧道", "2025-04-08T20:25:00", None),
            ("m3", "preference", 0.7, "用户喜欢深度游，一个城市至少待四五天", "2025-07-02T10:10:00", None),
            ("m4", "preference", 0.7, "用户住酒店要大床房，窗户必须能打开通风", "2025-09-15T22:40:00", None),
            ("m5", "relation", 0.75, "用户的太太不吃牛羊肉", "2025-12-01T18:55:00", None),
            ("m6", "preference", 0.6, "用户喜欢喝当地的精酿啤酒", "2026-02-11T21:30:00", None),
            ("m7", "goal", 0.55, "用户想退休以后去欧洲自驾一个月", "2026-04-19T16:00:00", None),
            ("m8", "event", 0.7, "用户2026年国庆准备和太太去西安玩", "2026-07-15T12:00:00", None),
        ],
        "probes": [
            ("p1-task", "2026-09-01T19:20:00", "西安那几天吃饭的地方帮我挑挑", ["m5", "m8"]),
            ("p2-task", "2026-09-02T20:00:00", "华山去不去？去的话怎么上去", ["m2", "m8"]),
            ("p3-para", "2026-09-03T21:10:00", "黄山上山那个吊箱我能坐吗", ["m2"]),
            ("p4-para", "2026-09-04T22:30:00", "晚上想喝点本地小厂酿的，有推荐吗", ["m6"]),
            ("p5-direct", "2026-09-05T08:15:00", "我是做什么工作的你还记得吗", ["m1"]),
            ("p6-abst", "2026-09-06T10:40:00", "欧洲申根签证一般要准备哪些材料", []),
            ("p7-task", "2026-09-06T21:00:00", "国庆去西安的酒店帮我订一下", ["m4", "m8"]),
            ("p8-abst", "2026-09-07T19:35:00", "天津之眼晚上开到几点", []),
            ("p9-expiry", "2026-11-18T20:45:00", "寒假想找个地方住上一阵子，有推荐吗", ["m3", "m4"], [["西安"]], ["m8"]),
        ],
    },
    # ------------------------------------------------------------------ 徐曼
    {
        "user_id": "u_xuman", "tenant_id": "default",
        "background": 0,
        "core": [
            ("m1", "profile", 0.75, "用户叫徐曼，今年60岁，刚从中学退休", "2025-11-05T09:00:00", None),
            ("m2", "relation", 0.75, "用户常和四个老姐妹结伴出游", "2025-11-05T09:03:00", None),
            ("m3", "preference", 0.7, "用户爱拍照，尤其喜欢有花海的地方", "2025-12-19T15:40:00", None),
            ("m4", "constraint", 0.8, "用户腰椎不好，长途大巴坐不了三个小时以上", "2026-02-08T10:30:00", None),
            ("m5", "preference", 0.65, "用户住宿要双床房，不愿意跟别人挤一张床", "2026-03-01T20:15:00", None),
            ("m6", "constraint", 0.85, "用户对芒果过敏", "2026-04-11T12:00:00", None),
        ],
        "probes": [
            ("p1-task", "2026-05-20T09:10:00", "帮我们几个找找伊犁那边住的地方", ["m2", "m5"]),
            ("p2-task", "2026-05-21T10:20:00", "去伊犁看薰衣草，路线怎么安排", ["m2", "m3", "m4"]),
            ("p3-para", "2026-05-22T14:35:00", "热带水果里有一样我碰不得，去海南吃东西要注意啥", ["m6"]),
            ("p4-abst", "2026-05-23T08:50:00", "薰衣草一般几月份开得最好", []),
            ("p5-direct", "2026-05-24T16:00:00", "你还记得我今年多大吗", ["m1"]),
            ("p6-para", "2026-05-25T19:30:00", "我们几个老太太去喀纳斯，车上一坐久我这后腰就受不了，咋走好", ["m2", "m4"]),
            ("p7-task", "2026-05-26T12:10:00", "到了新疆想吃点当地的，推荐几家", ["m2", "m6"]),
            ("p8-abst", "2026-05-27T21:05:00", "新疆和北京有时差吗", []),
        ],
    },
    # ------------------------------------------------------------------ 乔安
    {
        "user_id": "u_qiaoan", "tenant_id": "default",
        "background": 165, "window": ("2025-06-01", "2026-06-05"),
        "bg_exclude_topics": ["commute", "routine", "plants", "trips", "work"],
        "bg_exclude_kw": ["插花", "花鸟", "兰花", "茉莉", "眼药水"],
        "bg_pin": ["用户近视四百度，平时戴眼镜"],
        "bg_force": ["用户在一个摄影爱好者群里潜水"],
        "core": [
            ("m1", "profile", 0.75, "用户叫乔安，是远程办公的程序员，住在成都", "2025-07-03T01:20:00", None),
            ("m2", "relation", 0.8, "用户养了两只英短猫，出远门得找人上门喂", "2025-07-03T01:24:00", None),
            ("m3", "preference", 0.7, "用户怕冷，冬天只想往暖和的地方跑", "2025-11-22T23:45:00", None),
            ("m4", "preference", 0.75, "用户出门住的地方网速要快，经常边玩边工作", "2025-09-10T14:00:00", None),
            ("m5", "goal", 0.7, "用户打算2026年底前考出潜水OW证", "2026-01-02T00:30:00", None),
            ("m6", "preference", 0.65, "用户讨厌早起，行程别排在上午九点以前", "2026-02-20T11:10:00", None),
            ("m7", "constraint", 0.75, "用户有过敏性鼻炎，花粉多的时候容易犯", "2026-03-15T09:30:00", None),
        ],
        "probes": [
            ("p1-task", "2026-06-15T23:00:00", "12月想找个地方待一个月，边干活边玩", ["m2", "m3", "m4", "m5"]),
            ("p2-task", "2026-06-16T22:20:00", "清迈一周的行程帮我排排", ["m4", "m6"]),
            ("p3-para", "2026-06-17T13:45:00", "三月去婺源看油菜花，我会不会一直打喷嚏", ["m7"]),
            ("p4-bg", "2026-06-18T20:30:00", "学潜水的时候看不清东西咋办，要配啥装备", ["@用户近视四百度，平时戴眼镜", "m5"]),
            ("p5-direct", "2026-06-19T10:00:00", "我家俩主子是啥品种你还记得不", ["m2"]),
            ("p6-abst", "2026-06-20T16:25:00", "成都天府机场离市区远不远", []),
            ("p7-abst", "2026-06-21T21:50:00", "OW和AOW有什么区别", []),
            ("p8-para", "2026-06-22T02:10:00", "我是个夜猫子，清迈那些要赶早的项目就别排了吧", ["m6"]),
        ],
    },
    # ------------------------------------------------------------------ 邓睿
    {
        "user_id": "u_dengrui", "tenant_id": "default",
        "background": 155, "window": ("2025-03-01", "2026-01-31"),
        "bg_exclude_topics": ["sports", "trips"],
        "bg_exclude_kw": ["羽毛球", "跑", "散步", "扭伤", "爬", "咖啡", "拉花"],
        "bg_pin": ["用户喜欢研究手冲咖啡"],
        "core": [
            ("m1", "profile", 0.75, "用户叫邓睿，在杭州做室内设计", "2025-04-20T10:30:00", None),
            ("m2", "constraint", 0.95, "用户因为脊髓损伤坐轮椅，出行需要无障碍设施", "2025-04-20T10:33:00", None),
            ("m3", "relation", 0.7, "用户出门一般由女朋友小唐陪着，她不会开车", "2025-06-14T19:20:00", None),
            ("m4", "preference", 0.7, "用户喜欢看建筑，尤其着迷现代建筑", "2025-08-08T21:00:00", None),
            ("m5", "preference", 0.65, "用户偏爱安静的小众目的地", "2025-10-26T15:15:00", None),
            ("m6", "constraint", 0.7, "用户不吃香菜，也不吃葱", "2025-11-11T12:40:00", None),
            ("m7", "event", 0.7, "用户已经订好2026年3月去新加坡的机票", "2025-12-10T22:05:00", "2026-03-31T23:59:59"),
        ],
        "probes": [
            ("p1-task", "2026-02-20T20:00:00", "新加坡那几天怎么玩，帮我排个行程", ["m2", "m4", "m7"]),
            ("p2-task", "2026-02-21T12:30:00", "在新加坡吃饭有啥推荐", ["m2", "m6"]),
            ("p3-para", "2026-02-22T09:45:00", "我这情况逛滨海湾那一片方便吗", ["m2"]),
            ("p4-bg", "2026-02-23T15:20:00", "到了那边想找几家像样的咖啡馆坐坐", ["@用户喜欢研究手冲咖啡", "m2"]),
            ("p5-para", "2026-02-24T18:05:00", "绿色的那种碎叶子我见不得，点菜时帮我盯着点", ["m6"]),
            ("p6-expiry", "2026-06-15T21:30:00", "最近又想出国转转，有什么推荐", ["m2", "m4", "m5"], [["新加坡"]], ["m7"]),
            ("p7-abst", "2026-06-16T11:00:00", "杭州亚运会的场馆现在还能进去参观吗", []),
            ("p8-direct", "2026-06-17T20:20:00", "平时陪我出门的是谁你记得吧", ["m3"]),
            ("p9-abst", "2026-06-18T09:35:00", "护照换发一般要多久能拿到", []),
        ],
    },
]


# --------------------------------------------------------------------------- helpers


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def ts(value: str) -> str:
    return value if value.endswith(TZ) else value + TZ


def parse_ts(value: str) -> datetime:
    return datetime.fromisoformat(value)


@dataclass
class BgItem:
    topic: str
    mtype: str
    text: str
    tags: set = field(default_factory=set)
    excl: dict = field(default_factory=dict)


def load_pool():
    spec = importlib.util.spec_from_file_location("_yitu_holdout_pool", POOL_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    items: list[BgItem] = []
    topic = mtype = None
    for raw in module.POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("##"):
            parts = line[2:].split()
            topic, mtype = parts[0], parts[-1]
            assert mtype in TYPES, line
            continue
        tags, excl = set(), {}
        m = re.match(r"^\[([^\]]+)\]\s*(.+)$", line)
        if m:
            for tag in (t.strip() for t in m.group(1).split(",")):
                if ":" in tag:
                    fam, cl = tag.split(":", 1)
                    excl[fam] = cl
                else:
                    tags.add(tag)
            line = m.group(2).strip()
        assert topic and line.startswith("用户"), line
        items.append(BgItem(topic, mtype, line, tags, excl))
    assert len({it.text for it in items}) == len(items), "duplicate pool statements"
    return items, list(module.PLACE_WORDS)


def random_time(rng: random.Random, first: str, last: str) -> str:
    d0 = datetime.fromisoformat(first + "T00:00:00")
    d1 = datetime.fromisoformat(last + "T00:00:00")
    day = d0 + timedelta(days=rng.randint(0, (d1 - d0).days))
    moment = day.replace(hour=rng.randint(7, 23), minute=rng.randint(0, 59), second=rng.randint(0, 59))
    return ts(moment.isoformat())


def user_block_words(user: dict, places: list[str]) -> tuple[set, set]:
    """Places named in core facts / answered probes, and forbid keywords (folded)."""
    core_text = " ".join(c[3] for c in user["core"])
    answered = " ".join(p[2] for p in user["probes"] if p[3])
    blocked_places = {pl for pl in places if pl in core_text or pl in answered}
    forbid_kws = {fold(k) for p in user["probes"] if len(p) > 4 and p[4] for alts in p[4] for k in alts}
    return blocked_places, forbid_kws


def sample_background(user: dict, pool: list[BgItem], places: list[str], rng: random.Random) -> list[BgItem]:
    n = user.get("background", 0)
    if not n:
        return []
    by_text = {it.text: it for it in pool}
    pins = list(user.get("bg_pin", [])) + list(user.get("bg_force", []))
    for pin in pins:
        assert pin in by_text, f"{user['user_id']}: pinned statement not in pool: {pin}"
    blocked_places, forbid_kws = user_block_words(user, places)
    ex_topics = GLOBAL_EXCLUDE_TOPICS | set(user.get("bg_exclude_topics", []))
    ex_kw = list(user.get("bg_exclude_kw", []))

    def clean(it: BgItem) -> bool:
        return (not any(pl in it.text for pl in blocked_places)
                and not any(k in fold(it.text) for k in forbid_kws))

    def allowed(it: BgItem) -> bool:
        return (it.topic not in ex_topics and "active" not in it.tags
                and not any(k in it.text for k in ex_kw) and clean(it))

    for pin in pins:
        assert clean(by_text[pin]), f"{user['user_id']}: pinned statement clashes: {pin}"
    cands = [it for it in pool if it.text not in pins and allowed(it)]
    forced = {fam: cl for pin in pins for fam, cl in by_text[pin].excl.items()}
    chosen = {}
    for fam in sorted({fam for it in cands for fam in it.excl} | set(forced)):
        clusters = sorted({it.excl[fam] for it in cands if fam in it.excl})
        chosen[fam] = forced.get(fam) or rng.choice(clusters)
    cands = [it for it in cands if all(chosen[f] == c for f, c in it.excl.items())]
    k = n - len(pins)
    assert len(cands) >= k, f"{user['user_id']}: only {len(cands)} background candidates for {k}"
    picked = rng.sample(cands, k) + [by_text[p] for p in pins]
    rng.shuffle(picked)
    return picked


# --------------------------------------------------------------------------- build


def build(pool: list[BgItem], places: list[str]) -> dict:
    users_out = []
    for user in USERS:
        tenant = user.get("tenant_id", "default")
        rng = random.Random(f"{SEED}:holdout:{tenant}:{user['user_id']}")
        memories = []
        for mid, mtype, imp, content, created, valid_until in user["core"]:
            mem = {"id": mid, "content": content, "type": mtype, "importance": imp, "created_at": ts(created)}
            if valid_until:
                mem["valid_until"] = ts(valid_until)
            memories.append(mem)
        text_to_id = {}
        if user.get("background"):
            first, last = user["window"]
            for i, it in enumerate(sample_background(user, pool, places, rng), 1):
                bid = f"b{i:03d}"
                text_to_id[it.text] = bid
                memories.append({"id": bid, "content": it.text, "type": it.mtype,
                                 "importance": rng.choice([0.5, 0.55, 0.6, 0.6, 0.65, 0.7, 0.75, 0.8]),
                                 "created_at": random_time(rng, first, last)})
        probes = []
        for p in user["probes"]:
            pid, at, query, relevant = p[:4]
            forbid = p[4] if len(p) > 4 else None
            rel = []
            for r in relevant:
                if r.startswith("@"):
                    assert r[1:] in text_to_id, f"{user['user_id']} {pid}: {r} not sampled"
                    rel.append(text_to_id[r[1:]])
                else:
                    rel.append(r)
            probe = {"id": pid, "at": ts(at), "query": query, "relevant": rel}
            if forbid:
                probe["forbid"] = forbid
            probes.append(probe)
        users_out.append({"user_id": user["user_id"], "tenant_id": tenant, "memories": memories, "probes": probes})
    return {"format": FORMAT, "name": NAME, "users": users_out}


def dumps(data: dict) -> str:
    """Readable JSON: one memory / probe per line."""
    j = lambda o: json.dumps(o, ensure_ascii=False)  # noqa: E731
    lines = ["{", f'  "format": {j(data["format"])},', f'  "name": {j(data["name"])},', '  "users": [']
    for ui, user in enumerate(data["users"]):
        body = []
        for key, value in user.items():
            if key in ("memories", "probes"):
                inner = ",\n".join(f"        {j(x)}" for x in value)
                body.append(f'      {j(key)}: [\n{inner}\n      ]')
            else:
                body.append(f"      {j(key)}: {j(value)}")
        lines.append("    {")
        lines.append(",\n".join(body))
        lines.append("    }" + ("," if ui < len(data["users"]) - 1 else ""))
    lines += ["  ]", "}"]
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == data
    return text


# --------------------------------------------------------------------------- check


def kind_of(pid: str) -> str:
    kind = pid.split("-", 1)[1] if "-" in pid else "?"
    assert kind in KINDS, f"probe id {pid!r} has no known kind suffix"
    return kind


def check(data: dict, pool_texts: set | None = None) -> dict:
    assert data.get("format") == FORMAT, "format"
    assert isinstance(data.get("name"), str) and data["name"], "name"
    users = data["users"]
    assert len(users) == 12, f"{len(users)} users, want 12"
    owners = [(u.get("tenant_id") or "default", u["user_id"]) for u in users]
    assert len(owners) == len(set(owners)), "duplicate (tenant, user_id)"
    shared = [i for i, c in Counter(u["user_id"] for u in users).items() if c > 1]
    assert len(shared) == 1, f"want exactly one user_id shared across tenants, got {shared}"
    assert Counter(u["user_id"] for u in users)[shared[0]] == 2
    queries = [fold(p["query"]).strip() for u in users for p in u["probes"]]
    dup = [q for q, c in Counter(queries).items() if c > 1]
    assert not dup, f"duplicated probe queries {dup}"
    src_probes = {(u.get("tenant_id", "default"), u["user_id"], p[0]): p for u in USERS for p in u["probes"]}

    st = Counter()
    kinds = Counter()
    rel_sizes = Counter()
    heavy = 0
    for u in users:
        who = f"{u.get('tenant_id')}/{u['user_id']}"
        assert "sessions" not in u and "gold" not in u, who
        mems = u["memories"]
        ids = [m["id"] for m in mems]
        assert len(ids) == len(set(ids)), f"{who}: duplicate memory ids"
        contents = [m["content"] for m in mems]
        assert len(contents) == len(set(contents)), f"{who}: duplicate memory contents"
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        assert len(core) + len(bg) == len(mems), f"{who}: memory id prefix"
        assert 5 <= len(core) <= 10, f"{who}: {len(core)} core memories"
        assert not bg or 150 <= len(bg) <= 230, f"{who}: {len(bg)} background memories"
        if pool_texts is not None:
            assert all(m["content"] in pool_texts for m in bg), f"{who}: background not from the pool"
        heavy += bool(bg)
        by_id = {m["id"]: m for m in mems}
        latest = max(parse_ts(m["created_at"]) for m in mems)
        for m in mems:
            assert m["type"] in TYPES, f"{who}: type {m['type']}"
            assert isinstance(m["importance"], (int, float)) and 0.5 <= m["importance"] <= 0.95, f"{who}: importance"
            assert m["created_at"].endswith(TZ) and parse_ts(m["created_at"]).year in (2025, 2026), f"{who}: created_at"
            assert m["content"].startswith("用户"), f"{who}: content must be a third-person fact"
            if "valid_until" in m:
                assert m["type"] in ("event", "goal"), f"{who}: valid_until on a durable memory"
                assert parse_ts(m["valid_until"]) > parse_ts(m["created_at"]), f"{who}: valid_until before created_at"
        pids = [p["id"] for p in u["probes"]]
        assert len(pids) == len(set(pids)), f"{who}: duplicate probe ids"
        for p in u["probes"]:
            kind = kind_of(p["id"])
            kinds[kind] += 1
            at = parse_ts(p["at"])
            assert p["at"].endswith(TZ), f"{who} {p['id']}: at tz"
            assert at > latest, f"{who} {p['id']}: asked before some memory was created"
            assert isinstance(p["query"], str) and p["query"].strip(), f"{who} {p['id']}: query"
            rel = p["relevant"]
            assert len(rel) == len(set(rel)) and all(r in by_id for r in rel), f"{who} {p['id']}: relevant ids"
            assert (kind == "abst") == (not rel) or kind == "expiry", f"{who} {p['id']}: abst <=> relevant []"
            if kind == "bg":
                assert any(r.startswith("b") for r in rel), f"{who} {p['id']}: bg probe must cite a background memory"
            for r in rel:
                if "valid_until" in by_id[r]:
                    assert parse_ts(by_id[r]["valid_until"]) > at, f"{who} {p['id']}: relevant memory {r} already expired"
            rel_sizes[len(rel)] += 1
            src = src_probes.get((u.get("tenant_id", "default"), u["user_id"], p["id"]))
            expired = set(src[5]) if src and len(src) > 5 and src[5] else set()
            if kind == "expiry":
                assert expired, f"{who} {p['id']}: expiry probe must name the expired memory"
            for eid in expired:
                assert eid in by_id and eid not in rel, f"{who} {p['id']}: expired memory listed as relevant"
                m = by_id[eid]
                assert m["type"] in ("event", "goal"), f"{who} {p['id']}: expired memory must be an event/goal"
                assert any(any(fold(k) in fold(m["content"]) for k in alts) for alts in p.get("forbid", [])), \
                    f"{who} {p['id']}: forbid does not name the expired memory"
                if "valid_until" in m:
                    assert parse_ts(m["valid_until"]) < at, f"{who} {p['id']}: memory not yet expired"
                st["expiry_explicit" if "valid_until" in m else "expiry_inferred"] += 1
            for alts in p.get("forbid", []):
                assert alts and all(isinstance(k, str) and k for k in alts), f"{who} {p['id']}: forbid"
                for m in mems:
                    if m["id"] in expired:
                        continue
                    hit = [k for k in alts if fold(k) in fold(m["content"])]
                    assert not hit, f"{who} {p['id']}: forbid {hit} occurs in own memory {m['id']} {m['content']}"
            st["probes_with_forbid"] += bool(p.get("forbid"))
        st["memories"] += len(mems)
        st["core"] += len(core)
        st["background"] += len(bg)
        st["probes"] += len(u["probes"])
    assert heavy == 8, f"{heavy} users with background, want 8"
    assert st["probes"] >= 70, f"{st['probes']} probes, want >= 70"
    abst_share = rel_sizes[0] / st["probes"]
    assert 0.18 <= abst_share <= 0.28, f"abstention share {abst_share:.2f}"
    shares = {k: round(kinds[k] / st["probes"], 3) for k in KINDS}
    assert 0.20 <= shares["para"] <= 0.30 and 0.28 <= shares["task"] <= 0.40, shares
    assert 0.07 <= shares["direct"] <= 0.14 and kinds["expiry"] >= 3 and kinds["bg"] >= 3, shares
    return {"users": len(users), "tenants": len({o[0] for o in owners}), "shared_user_id": shared[0],
            "users_with_background": heavy, **st, "kinds": dict(kinds), "kind_shares": shares,
            "relevant_sizes": dict(sorted(rel_sizes.items())), "abstention_share": round(abst_share, 3)}


# --------------------------------------------------------------------------- main


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="check the JSON on disk, do not rebuild")
    args = ap.parse_args(argv)
    pool, places = load_pool()
    if not args.check:
        OUT.write_text(dumps(build(pool, places)), encoding="utf-8")
    data = json.loads(OUT.read_text(encoding="utf-8"))
    summary = check(data, {it.text for it in pool})
    size = OUT.stat().st_size
    print(f"background pool: {len(pool)} statements")
    print(f"{OUT.name} ({size} bytes, {size / 1024:.0f} KiB): {json.dumps(summary, ensure_ascii=False)}")
    per_user = [f"{u['tenant_id']}/{u['user_id']}: {sum(m['id'].startswith('m') for m in u['memories'])} core"
                f" + {sum(m['id'].startswith('b') for m in u['memories'])} bg, {len(u['probes'])} probes"
                for u in data["users"]]
    print("\n".join(per_user))
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
