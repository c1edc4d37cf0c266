#!/usr/bin/env python3
"""Builder for holdout37 — a BLIND Chinese retrieval evaluation set (memory-eval/v1, track R).

How it was written (blind)
--------------------------
Exactly two files of the repository were read, as plain text, while writing this
builder: /work/shared/eval/FORMAT.md (the memory-eval/v1 format) and
/work/main/bench/data/src/background_pool.py (the background filler pool, imported
below at build time). Nothing else of /work/main or /work/shared was read, listed,
grepped or searched: no engine code, no other evaluation set, no other builder, no
other holdout folder. The engine and bench.eval were never run. The only files
written are this builder and its output zh_retrieval_holdout37.json, both in
bench/data/holdout37/.

Theme
-----
People whose work or life keeps them moving or on odd hours: a long-haul truck
driver and a ship's engineer (the same user id u_linfeng, same display name 林峰,
under tenants "default" and "seaway", with unrelated lives), an ICU night-shift
nurse, a two-shift factory worker, an international and a domestic flight
attendant (rotations, jet lag, crew rest), a digital nomad juggling visas, an
amateur band drummer and a community-choir singer touring small towns, a man
restoring an old stone house, a night dispatcher keeping a rooftop garden, and one
family planning a four-generation reunion trip.

Structure
---------
* 12 accounts, 11 user ids (u_linfeng exists under "default" and "seaway").
* Each account: hand-written core memories with realistic 2025–2026 timestamps;
  several values that change over time (the older memory is the older state and is
  listed in `forbid` by probes about the current value); dated plans with an
  explicit valid_until; and background filler sampled deterministically from
  background_pool.POOL (lines are dropped when their topic/cluster/keywords
  contradict the account's life, when they name one of the account's places, or
  when they contain one of the account's forbid keywords or abstention guard
  words). ~1,800 memories in total.
* 112 probes asked between 2026-11-18 and 2026-12-08 ("now" is late 2026):
  42 paraphrase (p_para_), 24 planning tasks needing 3–6 memories (p_task_),
  10 direct (p_direct_), 20 abstention (p_abst_, relevant []), 10 expiry
  (p_expiry_, 2 of them relevant [] because a dated plan lapsed with no
  replacement), 6 answered by a background filler memory (p_bg_).
  16 probes (ids ending in _leak) are asked by one twin while the other twin
  holds a tempting answer; their forbid keywords come from the other twin.
* Every forbid group is recorded internally with the memories it is meant to
  catch (own account, or "twin:" for the other twin); `--check` proves each group
  matches exactly those memories and nothing else of the asking account.

Usage
-----
    python build_holdout37.py           # write zh_retrieval_holdout37.json
    python build_holdout37.py --check   # rebuild, compare with disk, validate
"""
import argparse
import datetime as dt
import importlib.util
import json
import random
import re
import sys
import unicodedata
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout37.json"
POOL_PATH = HERE.parent / "src" / "background_pool.py"

sys.dont_write_bytecode = True  # never leave a __pycache__ next to the pool
_spec = importlib.util.spec_from_file_location("background_pool", POOL_PATH)
background_pool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(background_pool)

SET_NAME = "zh_retrieval_holdout37 — moving lives and odd hours (blind)"
TZ = "+08:00"


def ts(s):
    """'2025-02-10 09:12' -> ISO 8601 with +08:00."""
    d = dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%dT%H:%M:00") + TZ


def M(key, content, typ, imp, created, until=None):
    return {"key": key, "content": content, "type": typ, "importance": imp,
            "created": created, "until": until}


def P(pid, at, query, rel, forbid=(), guard=()):
    """rel: core keys or 'pin:<pool line>'; forbid: [(keywords, targets)];
    targets are core keys of the asking account or 'twin:<key>'; guard: words
    that would betray an answer to an abstention probe (must occur nowhere in
    the account, filler lines containing them are dropped)."""
    return {"id": pid, "at": at, "query": query, "rel": list(rel),
            "forbid": [(list(k), list(t)) for k, t in forbid], "guard": list(guard)}


# Filler-drop substrings shared by accounts that sleep by day / work nights.
NIGHT = ["十二点睡", "七点半起", "睡懒觉", "晚上十一点", "睡前", "七点二十", "起床第一件事"]
NO_COLLEGE = ["大学", "研究生", "大三", "读博", "实习生"]

# ---------------------------------------------------------------------------
# Accounts
# ---------------------------------------------------------------------------
ACCOUNTS = []

# 1. u_linfeng @ default — long-haul truck driver ----------------------------
ACCOUNTS.append(dict(
    key="lfd", user_id="u_linfeng", tenant_id="default", twin="lfs",
    memories=[
        M("a_name", "用户叫林峰，今年四十二岁，开长途货车快十五年了", "profile", 0.8, "2025-01-14 22:40"),
        M("a_truck_old", "用户开的是一辆解放牌J6P牵引车，挂靠在郑州的一个车队", "profile", 0.75, "2025-01-14 22:45"),
        M("a_truck_new", "用户把开了六年的老车卖了，贷款换了一辆二手东风天龙KL，驾驶室里有上下两张卧铺", "profile", 0.8, "2026-05-18 13:20"),
        M("a_route_old", "用户现在主要跑郑州到广州的冷链专线，拉冻品，单程三十来个小时", "fact", 0.75, "2025-02-03 06:10"),
        M("a_route_new", "用户换了家物流公司，现在固定跑郑州—乌鲁木齐的干线，拉日用百货，一个来回七八天", "fact", 0.8, "2026-06-21 11:05"),
        M("a_back", "用户有腰椎间盘突出，连续开四个小时就得停车下来活动，驾驶座上一直垫着护腰靠垫", "profile", 0.9, "2025-03-11 15:30"),
        M("a_diet_old", "用户口味重，在服务区顿顿离不开泡面和卤味，还爱就着啤酒吃", "preference", 0.6, "2025-02-20 23:10"),
        M("a_diet_new", "用户体检查出尿酸和血压都偏高，现在吃饭少盐少油，动物内脏和啤酒都不碰了", "preference", 0.9, "2026-03-09 10:00"),
        M("a_sleep", "用户习惯夜里赶路，白天在服务区停车补觉，一般上午十点睡到下午四点", "preference", 0.85, "2025-04-02 09:50"),
        M("a_family", "用户的老婆在周口老家带两个孩子，儿子上初二，女儿上小学三年级", "relation", 0.8, "2025-01-20 21:00"),
        M("a_dog", "用户车上养着一只叫“黑豆”的小土狗，跟着他跑车三年了", "relation", 0.7, "2025-05-30 19:15"),
        M("a_smoke_old", "用户烟瘾很大，一天差不多要抽两包", "profile", 0.6, "2025-02-15 02:30"),
        M("a_smoke_new", "用户已经戒烟大半年，现在开车犯困就嚼口香糖、喝浓茶", "profile", 0.8, "2026-08-02 08:40"),
        M("a_parking", "用户晚上只在有监控的正规服务区或物流园过夜，不敢在路边随便停车", "preference", 0.8, "2025-06-12 20:20"),
        M("a_app", "用户接单主要靠运满满和货车帮这两个App", "fact", 0.6, "2025-03-28 12:00"),
        M("a_fuel", "用户办的是中石化的油卡，加油尽量找中石化的站", "preference", 0.65, "2025-04-18 17:45"),
        M("a_coffee", "用户不喝咖啡，说一喝就心慌", "preference", 0.6, "2025-07-09 14:10"),
        M("a_goal", "用户打算再跑几年车，攒够钱回县城开一家汽修店", "fact", 0.55, "2025-09-03 22:00"),
        M("a_radio", "用户开夜车爱听单田芳的评书", "preference", 0.5, "2025-08-15 01:20"),
        M("a_hometown_plan", "用户计划2026年12月下旬回周口老家，给父亲过七十大寿", "event", 0.85, "2026-10-28 21:30", "2026-12-31 23:59"),
        M("a_trip_old", "用户打算2026年10月初带老婆孩子自驾去青海湖玩几天", "event", 0.7, "2026-06-25 22:10", "2026-10-08 23:59"),
        M("a_trip_new", "用户跟孩子们说好了，2027年1月底放寒假带他们去哈尔滨看冰雪大世界，车票已经在抢了", "event", 0.8, "2026-10-15 20:05", "2027-02-15 23:59"),
        M("a_license", "用户的驾驶证要审验，得在2026年11月15日前回郑州车管所办完", "event", 0.75, "2026-09-20 10:30", "2026-11-15 23:59"),
    ],
    filler=dict(n=128, drop_topics={"work", "commute", "routine", "car", "pets", "learning"}, drop_active=True,
                clusters={"housing": "own", "parents": "retired", "mobilegame": "no"},
                drop_sub=NO_COLLEGE + NIGHT + ["支教", "周末", "咖啡", "驾照", "血压", "每周", "工位", "毕业", "跑步群", "导诊"],
                pins=["用户喜欢玩斗地主"]),
    probes=[
        P("p_para_lf_sleep_leak", "2026-11-19 07:40", "跑夜路回来眼皮直打架，我平常一般啥时候躺下歇着比较合适？",
          ["a_sleep"], forbid=[(["四点到八点", "零点到四点"], ["twin:b_watch_old", "twin:b_watch_new"])]),
        P("p_para_lf_pet_leak", "2026-11-20 12:15", "跟着我满世界跑的那个小家伙叫啥名来着？想给它订个新项圈",
          ["a_dog"], forbid=[(["芝麻", "英短"], ["twin:b_cat"])]),
        P("p_para_lf_back_leak", "2026-11-21 18:30", "我身上那处老伤，长时间握方向盘得注意点啥？",
          ["a_back"], forbid=[(["半月板"], ["twin:b_knee"])]),
        P("p_para_lf_diet", "2026-11-22 11:20", "医生让我忌口以后，饭桌上我如今是个啥路数？",
          ["a_diet_new"], forbid=[(["泡面", "卤味"], ["a_diet_old"])]),
        P("p_para_lf_smoke", "2026-11-23 03:10", "握着方向盘犯迷糊的时候我现在靠啥顶着？那一口还抽不抽了？",
          ["a_smoke_new"], forbid=[(["两包"], ["a_smoke_old"])]),
        P("p_task_lf_run_leak", "2026-11-24 21:00", "下一趟出车帮我排一下一路上的作息和三餐，别把我累垮了",
          ["a_route_new", "a_back", "a_diet_new", "a_sleep", "a_coffee"],
          forbid=[(["冷链", "冻品"], ["a_route_old"]), (["吃不了辣"], ["twin:b_diet"])]),
        P("p_task_lf_fuel", "2026-11-25 16:40", "这趟往新疆走，路上在哪加油、晚上在哪落脚，帮我合计合计",
          ["a_route_new", "a_fuel", "a_parking", "a_sleep"], forbid=[(["冷链", "冻品"], ["a_route_old"])]),
        P("p_task_lf_home", "2026-11-26 20:10", "回老家给老爷子祝寿，从收车到进家门这一路帮我规划规划",
          ["a_hometown_plan", "a_family", "a_route_new", "a_back"]),
        P("p_direct_lf_vehicle_leak", "2026-11-27 09:00", "我现在开的是什么车？",
          ["a_truck_new"], forbid=[(["解放牌"], ["a_truck_old"]), (["比亚迪"], ["twin:b_car"])]),
        P("p_abst_lf_kid_leak", "2026-11-28 19:45", "我闺女幼儿园哪天开家长会来着？",
          [], forbid=[(["幼儿园"], ["twin:b_family"])], guard=["家长会"]),
        P("p_abst_lf_english_leak", "2026-11-29 22:30", "我外语水平咋样，能跟外国人唠嗑不？",
          [], forbid=[(["菲律宾"], ["twin:b_lang"])], guard=["英语", "英文", "外语", "口语"]),
        P("p_abst_lf_loan", "2026-11-30 10:00", "我那台车的贷款还剩几期没还完？", [], guard=["月供", "房贷", "还剩"]),
        P("p_expiry_lf_trip_leak", "2026-12-01 21:20", "带娃出去耍那事现在定的是去哪？",
          ["a_trip_new"], forbid=[(["青海湖"], ["a_trip_old"]), (["大理"], ["twin:b_plan_old"])]),
        P("p_expiry_lf_papers", "2026-12-02 08:30", "最近还有什么证件手续要我亲自跑一趟的吗？",
          [], forbid=[(["审验", "车管所"], ["a_license"])], guard=["补办", "换证"]),
        P("p_bg_lf_cards", "2026-12-03 15:00", "歇脚的时候我最爱玩哪种扑克？", ["pin:用户喜欢玩斗地主"]),
    ],
))

# 2. u_linfeng @ seaway — ship's engineer ------------------------------------
ACCOUNTS.append(dict(
    key="lfs", user_id="u_linfeng", tenant_id="seaway", twin="lfd",
    memories=[
        M("b_name", "用户叫林峰，三十四岁，老家在浙江舟山", "profile", 0.8, "2025-01-20 20:00"),
        M("b_rank_old", "用户在一家航运公司的集装箱船上当二管轮，主要负责辅机和锅炉", "profile", 0.75, "2025-01-20 20:05"),
        M("b_rank_new", "用户考下了大管轮的适任证书，这一轮上船已经正式当上大管轮", "profile", 0.85, "2026-04-16 09:30"),
        M("b_watch_old", "用户在船上值零点到四点的班，下班后一觉睡到中午", "preference", 0.7, "2025-02-11 04:30"),
        M("b_watch_new", "用户当上大管轮以后改值四点到八点的班，早晚各下一次机舱", "preference", 0.8, "2026-04-28 08:15"),
        M("b_rotation_old", "用户的劳务合同是上船九个月、休假三个月", "fact", 0.7, "2025-01-22 10:00"),
        M("b_rotation_new", "用户和公司续签了新合同，现在是上船六个月、回家休四个月", "fact", 0.85, "2026-04-16 09:40"),
        M("b_route", "用户现在这条船跑远东—欧洲航线，常在新加坡和鹿特丹靠港", "fact", 0.7, "2025-03-05 15:00"),
        M("b_seasick", "用户在海上从不晕船，反倒是刚下船回家那两天走路发飘，像“晕陆地”", "profile", 0.65, "2025-05-12 21:00"),
        M("b_family", "用户的老婆在宁波一所小学当老师，女儿五岁，在上幼儿园中班", "relation", 0.85, "2025-01-25 20:30"),
        M("b_cat", "用户家里养了一只英短蓝猫叫“芝麻”，他出海时都是老婆照顾", "relation", 0.6, "2025-06-03 19:00"),
        M("b_diet", "用户吃不了辣，在船上最馋的是老家的海鲜", "preference", 0.75, "2025-03-18 12:30"),
        M("b_ear", "用户常年在机舱里，左耳听力有点下降，值班都戴降噪耳塞", "profile", 0.7, "2025-07-21 16:00"),
        M("b_knee", "用户右膝半月板受过伤，爬机舱的直梯时会隐隐作痛", "profile", 0.8, "2025-08-09 10:20"),
        M("b_smoke", "用户从来不抽烟，闻到烟味就头疼", "preference", 0.65, "2025-04-07 13:00"),
        M("b_satellite", "用户在船上上网靠卫星流量，每月只有二十个G，视频电话基本只能等靠港时打", "fact", 0.6, "2025-02-27 22:00"),
        M("b_lang", "用户英语口语不错，在船上和菲律宾船员都用英语交流", "fact", 0.6, "2025-09-14 18:00"),
        M("b_car", "用户休假在家开一辆比亚迪宋，平时停在小区地库", "profile", 0.5, "2025-11-03 11:00"),
        M("b_goal", "用户想攒钱在宁波换一套学区房", "fact", 0.5, "2025-10-10 21:00"),
        M("b_gym", "用户在船上的小健身房练单杠和划船机", "preference", 0.5, "2025-06-20 17:00"),
        M("b_plan_old", "用户原计划2026年10月在鹿特丹下船，休假第一周带老婆女儿去大理住几天", "event", 0.75, "2026-05-10 20:00", "2026-10-31 23:59"),
        M("b_plan_new", "公司通知用户接班的人晚到，下船改到2026年12月中旬在新加坡换班，再从新加坡飞回宁波", "event", 0.85, "2026-10-05 09:00", "2026-12-31 23:59"),
        M("b_medical_old", "用户约了2026年9月在舟山做船员健康体检", "event", 0.6, "2026-06-01 10:00", "2026-09-30 23:59"),
        M("b_medical_new", "那次体检错过了，用户改约在2026年12月下船后第一周去宁波的海事体检中心做", "event", 0.75, "2026-09-28 10:00", "2026-12-31 23:59"),
        M("b_cert_plan", "用户的海员证2027年3月到期，得在那之前去海事局换新", "event", 0.7, "2026-08-12 21:00", "2027-03-31 23:59"),
        M("b_training_plan", "用户报了2027年4月的基本安全复训，在宁波的培训中心上五天课", "event", 0.65, "2026-10-20 21:00", "2027-04-30 23:59"),
    ],
    filler=dict(n=124, drop_topics={"work", "commute", "routine", "car", "pets"}, drop_active=True,
                clusters={"housing": None, "parents": "retired"},
                drop_sub=["每周", "每个月", "周末", "机械工程", "晚饭后", "睡前", "业主群", "陪父母", "腱鞘炎", "出差",
                          "教师资格证", "在职研究生", "除夕", "上周", "业委会"],
                pins=["用户收藏了一面墙的冰箱贴"]),
    probes=[
        P("p_para_lfs_watch_leak", "2026-11-18 09:20", "我现在在船上几点到几点当值？",
          ["b_watch_new"], forbid=[(["零点到四点"], ["b_watch_old"]),
                                   (["服务区"], ["twin:a_sleep", "twin:a_parking", "twin:a_diet_old"])]),
        P("p_para_lfs_pet_leak", "2026-11-19 13:00", "家里那只毛孩子叫啥来着？想网购个窝寄回去",
          ["b_cat"], forbid=[(["黑豆", "土狗"], ["twin:a_dog"])]),
        P("p_para_lfs_kid_leak", "2026-11-20 20:40", "我家小丫头现在念到哪个阶段了？",
          ["b_family"], forbid=[(["初二", "小学三年级"], ["twin:a_family"])]),
        P("p_para_lfs_smoke_leak", "2026-11-21 10:10", "帮我估一下我一个月在香烟上得花多少钱",
          ["b_smoke"], forbid=[(["两包", "戒烟"], ["twin:a_smoke_old", "twin:a_smoke_new"])]),
        P("p_para_lfs_contract", "2026-11-22 14:30", "现在我一趟出海要漂多久，回来能在家歇多长？",
          ["b_rotation_new"], forbid=[(["九个月"], ["b_rotation_old"])]),
        P("p_task_lfs_leave_leak", "2026-11-23 19:00", "下船以后的休假帮我安排一下，特别是刚到家头几天怎么缓过来",
          ["b_plan_new", "b_rotation_new", "b_seasick", "b_family", "b_medical_new"],
          forbid=[(["九个月"], ["b_rotation_old"]), (["周口"], ["twin:a_family", "twin:a_hometown_plan"])]),
        P("p_task_lfs_port", "2026-11-24 06:50", "下次靠岸就那么几个钟头，帮我安排下怎么跟家里联系、顺手给老婆孩子带点啥",
          ["b_route", "b_satellite", "b_family"]),
        P("p_task_lfs_papers", "2026-11-25 21:15", "证书换新、复训这些事，结合我上下船的时间帮我排个时间表",
          ["b_cert_plan", "b_training_plan", "b_rotation_new", "b_plan_new"]),
        P("p_direct_lfs_rank_leak", "2026-11-26 11:00", "我现在在船上是什么职务？",
          ["b_rank_new"], forbid=[(["二管轮"], ["b_rank_old"]), (["牵引车", "天龙"], ["twin:a_truck_old", "twin:a_truck_new"])]),
        P("p_abst_lfs_uric_leak", "2026-11-27 16:20", "我尿酸最近查出来是多少？",
          [], forbid=[(["尿酸"], ["twin:a_diet_new"])], guard=["尿酸"]),
        P("p_abst_lfs_app_leak", "2026-11-28 09:40", "我平时接活用的是哪几个软件？",
          [], forbid=[(["运满满", "货车帮"], ["twin:a_app"])], guard=["接单", "接活"]),
        P("p_abst_lfs_captain", "2026-11-29 12:00", "我们船上的船长叫什么名字？", [], guard=["船长"]),
        P("p_expiry_lfs_leave", "2026-11-21 08:00", "这回合同满了，我是从哪个港口下船、大概哪天？",
          ["b_plan_new"], forbid=[(["鹿特丹下船", "大理"], ["b_plan_old"])]),
        P("p_expiry_lfs_medical", "2026-11-27 08:30", "上船前必须做的那个身体检查，最后约到什么时候了？",
          ["b_medical_new"], forbid=[(["9月在舟山"], ["b_medical_old"])]),
        P("p_bg_lfs_magnets", "2026-11-30 22:00", "那种吸在冰箱门上的小纪念品，我家里攒了多少了？",
          ["pin:用户收藏了一面墙的冰箱贴"]),
    ],
))

# 3. u_suwan — ICU night-shift nurse ----------------------------------------
ACCOUNTS.append(dict(
    key="sw", user_id="u_suwan", tenant_id="default",
    memories=[
        M("sw_job", "用户是长沙一家三甲医院ICU的护士，工作第七年了", "profile", 0.8, "2025-01-08 08:30"),
        M("sw_shift_old", "用户科室的排班是“白班—小夜—大夜—下夜—休息”五天一轮", "fact", 0.7, "2025-01-08 08:35"),
        M("sw_shift_new", "科室改了排班制度，用户现在连上四个大夜班，然后连休三天", "fact", 0.85, "2026-07-02 09:10"),
        M("sw_sleep", "用户值完通宵回家要拉上遮光帘、戴眼罩和耳塞才睡得着，一般一觉睡到下午两点", "preference", 0.85, "2025-02-14 10:00"),
        M("sw_melatonin", "用户在吃褪黑素帮助倒班后入睡，医生提醒她不要长期依赖", "profile", 0.7, "2025-09-18 11:00"),
        M("sw_stomach", "用户有慢性胃炎，不能空腹喝咖啡，冰的、生冷的也吃不了", "profile", 0.85, "2025-03-06 14:20"),
        M("sw_allergy", "用户对青霉素过敏", "profile", 0.9, "2025-01-10 12:00"),
        M("sw_commute_old", "用户下了大夜一般骑电动车回家，路上二十分钟", "fact", 0.6, "2025-02-02 08:10"),
        M("sw_commute_new", "用户有次通宵后骑车差点撞上路边护栏，之后一律打网约车回家", "fact", 0.8, "2026-03-15 09:00"),
        M("sw_drink_old", "用户值夜班全靠奶茶提神，一晚上能喝两杯", "preference", 0.55, "2025-04-11 03:00"),
        M("sw_drink_new", "用户为了控糖戒掉了甜饮料，夜里值守改喝淡绿茶，再备一盒无糖酸奶", "preference", 0.8, "2026-05-20 02:40"),
        M("sw_diet", "用户在控糖减重，晚饭尽量不吃米饭面条这类主食", "preference", 0.7, "2026-05-20 02:45"),
        M("sw_back", "用户常年给病人翻身，腰肌劳损，提不了重行李", "profile", 0.8, "2025-06-22 15:00"),
        M("sw_cat", "用户养了一只布偶猫，叫“奶盖”", "relation", 0.55, "2025-05-04 16:00"),
        M("sw_bf", "用户的男朋友是消防员，两个人的排班经常凑不到一块", "relation", 0.7, "2025-08-08 21:00"),
        M("sw_mom", "用户的妈妈住在岳阳老家，用户每次连休都尽量回去看她", "relation", 0.75, "2025-10-12 19:00"),
        M("sw_noise", "用户睡眠浅，住酒店一定要安静的高楼层房间，远离电梯", "preference", 0.8, "2025-04-25 22:00"),
        M("sw_course", "用户报了ICU专科护士培训班，2027年3月开课，要脱产学三个月", "event", 0.7, "2026-10-09 20:00", "2027-06-30 23:59"),
        M("sw_trip_old", "用户和男朋友约好2026年10月中旬一起休年假，去腾冲泡温泉", "event", 0.7, "2026-07-20 21:00", "2026-10-20 23:59"),
        M("sw_trip_new", "用户和男朋友的年假挪到了2027年1月初，改去北海看海，已经订好三晚海边民宿", "event", 0.85, "2026-10-10 22:00", "2027-01-10 23:59"),
    ],
    filler=dict(n=130, drop_topics={"work", "commute", "routine", "pets"}, drop_active=False,
                clusters={"housing": "rent", "parents": "retired", "car": "none"},
                drop_sub=NIGHT + ["护士", "公司", "周报", "导诊"], pins=[]),
    probes=[
        P("p_para_sw_roster", "2026-11-18 15:00", "我们科现在是怎么轮岗的？想约闺蜜吃饭得先看看哪天空着",
          ["sw_shift_new"], forbid=[(["小夜", "下夜"], ["sw_shift_old"])]),
        P("p_para_sw_ride", "2026-11-19 08:20", "熬完通宵我现在是怎么从医院回住处的？",
          ["sw_commute_new"], forbid=[(["电动车"], ["sw_commute_old"])]),
        P("p_para_sw_drink", "2026-11-20 02:30", "夜里上班犯困的时候，我现在喝点啥撑着？",
          ["sw_drink_new"], forbid=[(["奶茶"], ["sw_drink_old"])]),
        P("p_para_sw_daysleep", "2026-11-21 09:10", "大白天要补觉，我得准备哪些东西才能踏实？", ["sw_sleep"]),
        P("p_task_sw_beach", "2026-11-22 21:30", "年假去海边那几天，帮我把吃住行都规划一下",
          ["sw_trip_new", "sw_stomach", "sw_diet", "sw_noise", "sw_back"], forbid=[(["腾冲"], ["sw_trip_old"])]),
        P("p_task_sw_offdays", "2026-11-23 10:40", "连休那三天帮我排个计划，既要把作息倒回来，又想回趟老家看我妈",
          ["sw_shift_new", "sw_sleep", "sw_melatonin", "sw_mom"]),
        P("p_direct_sw_drug", "2026-11-24 13:00", "我对哪种药过敏？", ["sw_allergy"]),
        P("p_abst_sw_station", "2026-11-25 20:00", "我男朋友在哪个消防站上班？", [], guard=["消防站", "中队"]),
        P("p_abst_sw_catvax", "2026-11-26 17:30", "奶盖上次打疫苗是什么时候？", [], guard=["疫苗"]),
        P("p_expiry_sw_trip", "2026-11-26 22:10", "和对象一起休假出去玩那趟，现在定的是哪儿？",
          ["sw_trip_new"], forbid=[(["腾冲"], ["sw_trip_old"])]),
    ],
))

# 4. u_gaolei — factory worker, shifts ---------------------------------------
ACCOUNTS.append(dict(
    key="gl", user_id="u_gaolei", tenant_id="default",
    memories=[
        M("gl_job_old", "用户在佛山一家汽车零部件厂当冲压工", "profile", 0.75, "2025-03-02 20:00"),
        M("gl_job_new", "用户前阵子被提拔成班组长，手底下管着十二个工人", "profile", 0.85, "2026-02-26 21:30"),
        M("gl_shift_old", "用户厂里实行早中夜三班轮转，每周倒一次班", "fact", 0.7, "2025-03-02 20:05"),
        M("gl_shift_new", "厂里改成两班制，每班十二个小时，用户现在固定在夜班组，晚八点干到早八点", "fact", 0.85, "2026-06-10 08:30"),
        M("gl_ear", "车间噪音大，用户右耳有点耳鸣，上班一直戴耳塞", "profile", 0.7, "2025-05-19 09:00"),
        M("gl_finger", "用户左手食指以前被模具压伤过，现在弯曲不太灵活", "profile", 0.65, "2025-04-03 10:00"),
        M("gl_home", "用户老家在广西河池，爸妈在家种砂糖橘", "relation", 0.75, "2025-03-05 21:00"),
        M("gl_dorm_old", "用户住在厂里的员工宿舍，六人一间", "fact", 0.6, "2025-03-02 20:10"),
        M("gl_dorm_new", "用户和女朋友在厂附近的城中村合租了一个单间，每月八百块", "fact", 0.8, "2026-04-18 12:00"),
        M("gl_gf", "用户的女朋友小梅在同一个厂的质检线上班", "relation", 0.75, "2025-11-08 22:00"),
        M("gl_halal", "用户是回族，不吃猪肉，在外面吃饭要找清真馆子", "preference", 0.9, "2025-03-10 12:30"),
        M("gl_money", "用户每个月往家里寄两千块，自己花钱很省，出门住宿一晚不超过一百五", "preference", 0.8, "2025-06-01 20:00"),
        M("gl_game", "用户下了班喜欢打两把王者荣耀再睡", "preference", 0.5, "2025-07-15 09:10"),
        M("gl_study", "用户在读成人大专，学机电一体化，休息日晚上上网课", "profile", 0.6, "2025-09-01 19:00"),
        M("gl_cert", "用户报名了2026年12月12日的低压电工证考试", "event", 0.8, "2026-09-22 21:00", "2026-12-12 23:59"),
        M("gl_plan_old", "用户打算2026年11月初请几天假回河池帮爸妈摘砂糖橘", "event", 0.7, "2026-08-30 22:00", "2026-11-10 23:59"),
        M("gl_plan_new", "请假没批下来，用户改成2027年1月下旬坐高铁回河池，顺便带女朋友见家长", "event", 0.85, "2026-10-25 09:00", "2027-02-10 23:59"),
    ],
    filler=dict(n=133, drop_topics={"work", "commute", "routine", "home", "pets"}, drop_active=False,
                clusters={"mobilegame": "yes", "car": "none", "parents": None},
                drop_sub=NO_COLLEGE + NIGHT + ["王者荣耀", "毕业", "在职", "周报", "阳台", "小区"],
                pins=["用户的工牌丢过一次，补办花了五十块"]),
    probes=[
        P("p_para_gl_role", "2026-11-18 21:40", "我在厂里现在算啥级别，底下有没有带人？",
          ["gl_job_new"], forbid=[(["冲压工"], ["gl_job_old"])]),
        P("p_para_gl_room", "2026-11-19 09:30", "我眼下落脚的那间屋，一个月租金多少？",
          ["gl_dorm_new"], forbid=[(["六人一间", "员工宿舍"], ["gl_dorm_old"])]),
        P("p_para_gl_hours", "2026-11-20 10:00", "我现在一天在车间耗多久，白天干还是晚上干？",
          ["gl_shift_new"], forbid=[(["三班轮转", "每周倒一次"], ["gl_shift_old"])]),
        P("p_task_gl_homevisit", "2026-11-24 09:15", "回广西那趟帮我把车票、吃饭和住的都安排一下",
          ["gl_plan_new", "gl_halal", "gl_money", "gl_gf", "gl_home"], forbid=[(["摘砂糖橘"], ["gl_plan_old"])]),
        P("p_task_gl_date", "2026-11-25 08:50", "下了夜班想跟对象出去逛一天，帮我排个不太累又省钱的安排",
          ["gl_shift_new", "gl_gf", "gl_halal", "gl_money"]),
        P("p_direct_gl_exam", "2026-11-26 12:00", "我报的电工证哪天考？", ["gl_cert"]),
        P("p_abst_gl_pay", "2026-11-27 13:20", "我现在每个月到手工资有多少？", [], guard=["工资", "到手", "月薪"]),
        P("p_expiry_gl_home", "2026-11-22 11:00", "我回老家的时间最后是怎么定的？",
          ["gl_plan_new"], forbid=[(["摘砂糖橘"], ["gl_plan_old"])]),
        P("p_bg_gl_badge", "2026-11-28 10:30", "上回进厂刷的那张卡弄丢了，重新办掏了多少钱来着？",
          ["pin:用户的工牌丢过一次，补办花了五十块"]),
    ],
))

# 5. u_xiaqing — international flight attendant -----------------------------
ACCOUNTS.append(dict(
    key="xq", user_id="u_xiaqing", tenant_id="default",
    memories=[
        M("xq_job", "用户是一家航空公司的国际航线乘务员，基地在上海浦东", "profile", 0.8, "2025-02-06 15:00"),
        M("xq_fleet_old", "用户目前在波音777机队，主要飞欧洲线，法兰克福和巴黎去得最多", "fact", 0.7, "2025-02-06 15:05"),
        M("xq_fleet_new", "用户转到了A350机队，现在主要执飞悉尼、墨尔本和奥克兰的长航线", "fact", 0.85, "2026-05-12 23:00"),
        M("xq_jetlag", "用户长航线落地后至少要两天才能把时差倒过来，落地当天不碰咖啡，下午出门晒太阳", "preference", 0.85, "2025-03-14 18:00"),
        M("xq_crewrest", "用户在机组休息舱很难睡着，每次都带自己的真丝眼罩和U形枕", "preference", 0.7, "2025-04-22 10:00"),
        M("xq_legs", "用户有静脉曲张，站久了小腿肿，休息日要穿医用弹力袜", "profile", 0.85, "2025-06-09 20:00"),
        M("xq_veg", "用户吃素，不吃肉和海鲜，但蛋和奶可以", "preference", 0.9, "2025-02-10 12:00"),
        M("xq_home_old", "用户和两个同事在浦东机场附近合租一套三居室", "fact", 0.6, "2025-02-08 21:00"),
        M("xq_home_new", "用户在川沙买了一套小两居，现在一个人住", "fact", 0.8, "2026-08-20 19:30"),
        M("xq_sister", "用户的妹妹在读高三，成绩中上", "relation", 0.65, "2025-09-05 21:00"),
        M("xq_ticket", "用户有员工折扣票，但只能候补空座，旺季经常被拉下", "fact", 0.7, "2025-05-17 14:00"),
        M("xq_ear", "用户感冒时耳压平衡不好，航医交代过感冒期间不要飞", "profile", 0.75, "2025-11-21 09:00"),
        M("xq_gym", "用户在外站过夜时总会去酒店健身房跑半小时", "preference", 0.55, "2025-07-30 08:00"),
        M("xq_mom", "用户的妈妈在芜湖老家，有高血压", "relation", 0.6, "2025-04-02 20:00"),
        M("xq_plan_old", "用户请了2026年10月下旬的年休假，打算去冰岛看极光", "event", 0.7, "2026-06-18 22:00", "2026-10-31 23:59"),
        M("xq_plan_new", "用户把年休假改到了2027年2月，要带妹妹去新西兰皇后镇玩一周", "event", 0.85, "2026-10-22 21:00", "2027-02-28 23:59"),
    ],
    filler=dict(n=134, drop_topics={"work", "commute", "routine", "pets"}, drop_active=False,
                clusters={"housing": None, "parents": "retired", "mall": "no"},
                drop_sub=NIGHT + ["妹妹", "姐姐", "弟弟", "和家人", "便当"], pins=[]),
    probes=[
        P("p_para_xq_fleet", "2026-11-18 23:10", "我现在执勤的是哪个型号的飞机，常往哪边去？",
          ["xq_fleet_new"], forbid=[(["波音777", "法兰克福"], ["xq_fleet_old"])]),
        P("p_para_xq_flat", "2026-11-19 20:00", "我现在住的房子是自己的吗，有没有室友？",
          ["xq_home_new"], forbid=[(["合租"], ["xq_home_old"])]),
        P("p_para_xq_legs", "2026-11-20 21:00", "一站就是十几个钟头，腿又胀又沉，我平时该怎么护着？", ["xq_legs"]),
        P("p_para_xq_tz", "2026-11-21 06:30", "从南半球飞回来，头一天我一般怎么把生物钟掰回来？", ["xq_jetlag"]),
        P("p_task_xq_nz", "2026-11-22 19:20", "带妹妹出去玩那一周，帮我把行程、吃饭和机票的事都规划一下",
          ["xq_plan_new", "xq_veg", "xq_legs", "xq_sister", "xq_ticket"], forbid=[(["冰岛"], ["xq_plan_old"])]),
        P("p_task_xq_layover", "2026-11-23 07:45", "下个航班在外站要歇二十几个小时，帮我排一下怎么休息、吃饭和活动",
          ["xq_fleet_new", "xq_jetlag", "xq_veg", "xq_gym"]),
        P("p_direct_xq_veg", "2026-11-24 12:30", "我吃不吃荤？", ["xq_veg"]),
        P("p_abst_xq_hours", "2026-11-25 22:00", "我这个月已经飞了多少小时了？", [], guard=["飞行小时", "小时数"]),
        P("p_abst_xq_college", "2026-11-26 20:30", "我妹妹想报哪所大学？", [], guard=["大学", "志愿"]),
        P("p_expiry_xq_leave", "2026-11-20 10:00", "那次年休假出去玩，现在定的是去哪儿？",
          ["xq_plan_new"], forbid=[(["冰岛"], ["xq_plan_old"])]),
    ],
))

# 6. u_heyun — domestic purser -----------------------------------------------
ACCOUNTS.append(dict(
    key="hy", user_id="u_heyun", tenant_id="default",
    memories=[
        M("hy_rank", "用户是国内航线的乘务长，飞了十一年", "profile", 0.8, "2025-01-16 19:00"),
        M("hy_base_old", "用户的基地在成都双流机场，家就住在机场附近", "fact", 0.7, "2025-01-16 19:05"),
        M("hy_base_new", "用户所在的乘务大队整体搬到了天府机场，现在单程要开车五十分钟去报到", "fact", 0.85, "2026-03-03 20:00"),
        M("hy_hours_old", "用户排的多是早班，常常凌晨四点半就得起床去签到", "fact", 0.65, "2025-04-08 22:00"),
        M("hy_hours_new", "用户申请调整后，现在多飞下午出发、当晚回成都的往返班，早上能送儿子上学", "fact", 0.85, "2026-06-15 21:00"),
        M("hy_kid", "用户的儿子六岁，她出任务时由婆婆帮忙带", "relation", 0.8, "2025-02-02 20:00"),
        M("hy_voice", "用户常年客舱广播，嗓子容易哑，包里总备着胖大海和润喉糖", "profile", 0.7, "2025-05-25 13:00"),
        M("hy_spicy", "用户是成都人却一点辣都吃不了，一吃就胃疼", "preference", 0.85, "2025-03-22 12:00"),
        M("hy_husband", "用户的老公是高铁司机，也要倒班", "relation", 0.7, "2025-02-02 20:05"),
        M("hy_shoulder", "用户推餐车推多了，右肩有劳损，提不了太重的箱子", "profile", 0.8, "2025-08-14 10:00"),
        M("hy_nap", "用户飞完航班回家得先睡两个小时才缓得过来", "preference", 0.55, "2025-06-30 15:00"),
        M("hy_plan", "用户计划2027年1月底趁寒假带儿子去西双版纳玩五天，已经订了带儿童泳池的酒店", "event", 0.85, "2026-10-30 21:00", "2027-02-05 23:59"),
    ],
    filler=dict(n=138, drop_topics={"work", "commute", "routine"}, drop_active=False,
                clusters={"housing": "own"}, drop_sub=NIGHT + ["机械工程", "周报", "白噪音"],
                pins=["用户喜欢玩魔方，一分钟内能还原"]),
    probes=[
        P("p_para_hy_base", "2026-11-18 18:00", "我如今上班得往哪个航站跑，单程得多久？",
          ["hy_base_new"], forbid=[(["双流"], ["hy_base_old"])]),
        P("p_para_hy_timing", "2026-11-19 21:10", "我现在一般什么时段出勤，还要不要天不亮就爬起来？",
          ["hy_hours_new"], forbid=[(["四点半"], ["hy_hours_old"])]),
        P("p_para_hy_throat", "2026-11-20 14:00", "嗓子老是沙沙的，我平时随身揣着啥来润一润？", ["hy_voice"]),
        P("p_task_hy_trip", "2026-11-22 20:20", "寒假带娃去南边玩那趟，帮我把吃住行排一排",
          ["hy_plan", "hy_kid", "hy_spicy", "hy_shoulder"]),
        P("p_direct_hy_husband", "2026-11-24 19:00", "我老公是做什么工作的？", ["hy_husband"]),
        P("p_abst_hy_school", "2026-11-26 07:30", "我儿子在哪个小学念书？", [], guard=["小学"]),
        P("p_bg_hy_cube", "2026-11-28 16:00", "那个六面的转转方块，我最快多久能拼回原样？",
          ["pin:用户喜欢玩魔方，一分钟内能还原"]),
    ],
))

# 7. u_zhouyi — digital nomad ------------------------------------------------
ACCOUNTS.append(dict(
    key="zy", user_id="u_zhouyi", tenant_id="default",
    memories=[
        M("zy_job", "用户是自由职业的UI设计师，客户大多在欧美，全程远程干活", "profile", 0.8, "2025-02-18 11:00"),
        M("zy_loc_old", "用户目前落脚在泰国清迈，租了一间带泳池的公寓", "fact", 0.7, "2025-02-18 11:05"),
        M("zy_loc_new", "用户离开了东南亚，现在搬到葡萄牙里斯本长住", "fact", 0.85, "2026-06-08 16:00"),
        M("zy_visa_old", "用户靠旅游签生活，每隔六十天就要出境做一次visa run", "fact", 0.65, "2025-03-01 10:00"),
        M("zy_visa_new", "用户拿到了葡萄牙的D8数字游民签证，有效期一年，到期还能续", "fact", 0.85, "2026-07-15 14:00"),
        M("zy_tz", "用户要迁就美国西海岸的客户，常在当地晚上十一点到凌晨一点开视频会", "preference", 0.8, "2025-04-09 23:30"),
        M("zy_gear", "用户出门必带MacBook Pro和一块便携显示器，住处网速至少要100M才行", "preference", 0.85, "2025-03-20 09:00"),
        M("zy_asthma", "用户有轻度哮喘，随身带沙丁胺醇喷雾，闻不得二手烟", "profile", 0.9, "2025-05-02 15:00"),
        M("zy_lactose", "用户乳糖不耐受，牛奶、奶酪都不能碰", "preference", 0.8, "2025-06-11 12:00"),
        M("zy_gf", "用户的女朋友Lotte是荷兰人，在阿姆斯特丹做建筑师", "relation", 0.75, "2025-10-03 20:00"),
        M("zy_ins", "用户买的是SafetyWing的全球医疗险，按月扣费", "fact", 0.6, "2025-03-25 10:00"),
        M("zy_bank", "用户收外币用Wise，国内银行卡经常被风控", "fact", 0.55, "2025-07-07 11:00"),
        M("zy_social", "用户在杭州的社保交给代缴机构续着", "fact", 0.5, "2025-08-19 10:00"),
        M("zy_xmas", "用户计划2026年12月20日飞阿姆斯特丹，和女朋友一起过圣诞", "event", 0.85, "2026-10-18 22:00", "2026-12-31 23:59"),
        M("zy_camp_old", "用户报名了2026年10月在马德拉岛举办的数字游民共居营", "event", 0.7, "2026-05-22 20:00", "2026-10-31 23:59"),
        M("zy_camp_new", "用户又报了2027年3月加那利群岛的共居营，定金已经付了", "event", 0.8, "2026-10-12 20:00", "2027-03-31 23:59"),
    ],
    filler=dict(n=134, drop_topics={"work", "commute", "routine", "pets", "home", "cooking", "plants", "volunteer", "car"},
                drop_active=False, clusters={"parents": "retired", "grocery": None, "mall": "no"},
                drop_sub=NIGHT + ["MacBook", "酸奶", "小区", "楼下", "阳台", "图书馆", "宜家", "家里装了", "每个月会和",
                          "和家人", "出差", "驿站", "直播间", "双十一", "88VIP", "机械工程", "电视盒子"],
                pins=[]),
    probes=[
        P("p_para_zy_base", "2026-11-18 22:00", "我眼下人在哪个国家住着？",
          ["zy_loc_new"], forbid=[(["清迈"], ["zy_loc_old"])]),
        P("p_para_zy_permit", "2026-11-19 17:30", "我现在的居留身份靠什么撑着，还得隔段时间出境吗？",
          ["zy_visa_new"], forbid=[(["visa run", "六十天"], ["zy_visa_old"])]),
        P("p_para_zy_calls", "2026-11-20 16:00", "跟甲方在线上碰头，我一般都约在什么钟点？", ["zy_tz"]),
        P("p_task_zy_xmas", "2026-11-21 19:00", "年底去找女朋友那趟，帮我挑航班和住处",
          ["zy_xmas", "zy_gf", "zy_gear", "zy_asthma", "zy_lactose"]),
        P("p_task_zy_nextcity", "2026-11-22 10:30", "想挑下一个城市住两个月，帮我把挑选条件列一列",
          ["zy_gear", "zy_tz", "zy_asthma", "zy_visa_new"], forbid=[(["visa run", "六十天"], ["zy_visa_old"])]),
        P("p_direct_zy_ins", "2026-11-24 11:00", "我买的是哪家的医疗保险？", ["zy_ins"]),
        P("p_abst_zy_visano", "2026-11-25 09:00", "我葡萄牙签证的申请编号是多少？", [], guard=["编号"]),
        P("p_abst_zy_gfbday", "2026-11-26 21:00", "我女朋友的生日是哪天？", [], guard=["女朋友的生日", "Lotte的生日"]),
        P("p_expiry_zy_camp", "2026-11-23 15:00", "下一期那种游民扎堆一起住的活动，我报的是哪个？",
          ["zy_camp_new"], forbid=[(["马德拉"], ["zy_camp_old"])]),
    ],
))

# 8. u_tanxiao — amateur band drummer ----------------------------------------
ACCOUNTS.append(dict(
    key="tx", user_id="u_tanxiao", tenant_id="default",
    memories=[
        M("tx_job", "用户白天在九江一所中学教物理，业余在独立乐队“慢车”里当鼓手", "profile", 0.8, "2025-04-12 22:00"),
        M("tx_van_old", "乐队跑演出一直借贝斯手老周的五菱宏光拉器材", "fact", 0.65, "2025-05-03 18:00"),
        M("tx_van_new", "乐队几个人凑钱买了辆二手江铃全顺，后排拆了专门放鼓和音箱", "fact", 0.85, "2026-04-19 20:00"),
        M("tx_wrist", "用户右手腕有腱鞘炎，连着打两场之后必须冰敷", "profile", 0.85, "2025-06-15 23:30"),
        M("tx_plugs", "用户排练和演出都戴定制的音乐人耳塞", "preference", 0.6, "2025-05-20 21:00"),
        M("tx_mango", "用户对芒果过敏，吃了嘴唇会肿", "profile", 0.9, "2025-04-20 12:00"),
        M("tx_budget", "乐队出去演出，住宿标准每人每晚不超过一百块，一般住青旅", "preference", 0.8, "2025-07-02 20:00"),
        M("tx_kit", "用户外出演出只带自己的军鼓和镲片，底鼓和鼓架都借场地的", "fact", 0.7, "2025-07-02 20:05"),
        M("tx_singer_old", "乐队的主唱是小蔓，嗓音很有辨识度", "relation", 0.6, "2025-04-12 22:10"),
        M("tx_singer_new", "原来的女主唱去外地读研离队了，现在由吉他手小伍兼任主唱", "relation", 0.8, "2026-02-10 21:00"),
        M("tx_break", "用户平时要上课，只有学校放长假或者周末才能出去演出", "fact", 0.75, "2025-05-08 20:00"),
        M("tx_rehearsal", "乐队每周六晚上在城郊一个废弃仓库里排练", "fact", 0.6, "2025-04-26 19:00"),
        M("tx_tour_past", "乐队的“小城秋巡”定在2026年10月，跑婺源、景德镇、上饶三站", "event", 0.75, "2026-07-28 21:00", "2026-10-31 23:59"),
        M("tx_ep", "乐队打算2027年寒假去长沙的一个录音棚录第一张EP，大概录五天", "event", 0.8, "2026-10-26 21:00", "2027-02-28 23:59"),
    ],
    filler=dict(n=136, drop_topics={"work"}, drop_active=False,
                clusters={"commute": "bus", "housing": "rent"},
                drop_sub=["腱鞘炎", "教师资格证", "房租", "周报", "公司", "机械工程"],
                pins=["用户考了红十字会的急救员证"]),
    probes=[
        P("p_para_tx_van", "2026-11-18 20:30", "咱们出门拉家伙什儿用的是哪台车？",
          ["tx_van_new"], forbid=[(["五菱宏光"], ["tx_van_old"])]),
        P("p_para_tx_vocal", "2026-11-19 22:00", "现在站在最前面唱的是谁？",
          ["tx_singer_new"], forbid=[(["小蔓"], ["tx_singer_old"])]),
        P("p_para_tx_hand", "2026-11-21 23:40", "连着敲完两晚，我手上那个老毛病该怎么处理？", ["tx_wrist"]),
        P("p_task_tx_ep", "2026-11-22 21:00", "进棚那几天帮我列个准备清单，再看看住哪儿合适",
          ["tx_ep", "tx_budget", "tx_kit", "tx_wrist", "tx_plugs"]),
        P("p_task_tx_summer", "2026-11-23 20:15", "暑假想带兄弟们再去小地方跑一圈，帮我把要注意的条件都列出来",
          ["tx_break", "tx_budget", "tx_van_new", "tx_mango", "tx_wrist"], forbid=[(["五菱宏光"], ["tx_van_old"])]),
        P("p_direct_tx_fruit", "2026-11-24 12:10", "我有什么水果是不能吃的？", ["tx_mango"]),
        P("p_abst_tx_rent", "2026-11-25 19:30", "我们排练那个仓库一个月租金多少？", [], guard=["租金"]),
        P("p_expiry_tx_none", "2026-11-28 21:00", "这个月有没有要去外地演出的场子？",
          [], forbid=[(["小城秋巡", "上饶"], ["tx_tour_past"])], guard=["演出时间", "音乐节"]),
        P("p_bg_tx_aid", "2026-11-29 10:00", "我是不是考过一个能在现场救人的资格证？",
          ["pin:用户考了红十字会的急救员证"]),
    ],
))

# 9. u_mengjie — community choir singer --------------------------------------
ACCOUNTS.append(dict(
    key="mj", user_id="u_mengjie", tenant_id="default",
    memories=[
        M("mj_profile", "用户五十八岁，从纺织厂会计岗位退休，现在是社区“银杏合唱团”的骨干", "profile", 0.8, "2025-03-08 10:00"),
        M("mj_part_old", "用户在合唱团里唱女高音声部", "fact", 0.65, "2025-03-08 10:05"),
        M("mj_part_new", "用户的高音越来越上不去，指挥让她改到了第二声部唱中音", "fact", 0.85, "2026-05-16 16:00"),
        M("mj_knee", "用户膝盖有骨关节炎，爬不了陡台阶，坐大巴超过两小时就得下车走动", "profile", 0.9, "2025-04-01 09:00"),
        M("mj_diabetes", "用户有二型糖尿病，三餐要定时，随身带血糖仪和几颗水果糖", "profile", 0.9, "2025-03-20 08:00"),
        M("mj_room_old", "外出演出时用户一直和老姐妹刘阿姨住一间", "relation", 0.6, "2025-06-10 20:00"),
        M("mj_room_new", "用户现在外出演出和新入团的张老师同住一间", "relation", 0.8, "2026-08-05 19:00"),
        M("mj_grandson", "用户平日每天帮女儿接送外孙上下幼儿园", "relation", 0.8, "2025-09-02 17:00"),
        M("mj_dress", "合唱团的演出服是墨绿色丝绒旗袍，用户负责自己熨好带去", "fact", 0.6, "2025-10-11 14:00"),
        M("mj_pillow", "用户认床，出门过夜都要带上自己的荞麦枕", "preference", 0.75, "2025-06-12 21:00"),
        M("mj_phone", "用户不太会在手机上订票，买票的事一般都交给女儿", "fact", 0.6, "2025-05-05 15:00"),
        M("mj_tour_old", "合唱团2026年9月去安徽黟县、祁门参加乡村文化节演出", "event", 0.7, "2026-06-20 20:00", "2026-09-30 23:59"),
        M("mj_tour_new", "合唱团受邀2026年12月中旬去浙江松阳县参加合唱节，坐大巴过去，住三晚", "event", 0.85, "2026-10-20 20:00", "2026-12-20 23:59"),
    ],
    filler=dict(n=137, drop_topics={"work", "commute", "family", "learning", "games"}, drop_active=True,
                clusters={"housing": "own", "mobilegame": "no", "car": "none"},
                drop_sub=NO_COLLEGE + ["跳槽", "加班", "同事", "带新人", "毕业", "合唱", "工作用", "周报", "年终奖",
                          "NAS", "剪映", "机械键盘", "折叠屏", "乐高"], pins=[]),
    probes=[
        P("p_para_mj_voice", "2026-11-18 10:00", "我如今在团里唱哪个音区？",
          ["mj_part_new"], forbid=[(["女高音"], ["mj_part_old"])]),
        P("p_para_mj_roommate", "2026-11-19 16:20", "出去唱歌那几天跟我一个屋睡的是哪位？",
          ["mj_room_new"], forbid=[(["刘阿姨"], ["mj_room_old"])]),
        P("p_para_mj_sugar", "2026-11-20 09:00", "我那个控糖的老毛病，出远门身上得备点啥？", ["mj_diabetes"]),
        P("p_task_mj_songyang", "2026-11-21 15:30", "下个月去县城参加比赛那趟，帮我把路上和住宿安排一下",
          ["mj_tour_new", "mj_knee", "mj_diabetes", "mj_pillow", "mj_room_new"],
          forbid=[(["黟县", "祁门"], ["mj_tour_old"]), (["刘阿姨"], ["mj_room_old"])]),
        P("p_task_mj_prep", "2026-11-22 19:00", "出门唱歌前家里的事和要带的东西，帮我列个单子",
          ["mj_tour_new", "mj_grandson", "mj_dress", "mj_phone"]),
        P("p_abst_mj_conductor", "2026-11-24 10:30", "我们合唱团的指挥叫什么名字？", [], guard=["指挥叫", "指挥是"]),
        P("p_abst_mj_hba1c", "2026-11-26 08:40", "我上次查的糖化血红蛋白是多少？", [], guard=["糖化"]),
    ],
))

# 10. u_lujiaming — restoring an old stone house -----------------------------
ACCOUNTS.append(dict(
    key="lj", user_id="u_lujiaming", tenant_id="default",
    memories=[
        M("lj_job", "用户在福州一家设计院做结构工程师", "profile", 0.75, "2025-05-06 21:00"),
        M("lj_house", "用户在翻修爷爷留下的泉州老石厝，两层，一百多年历史", "fact", 0.85, "2025-05-06 21:05"),
        M("lj_crew_old", "老石厝的活一开始交给本村的泥水匠陈师傅带人干", "fact", 0.65, "2025-06-02 20:00"),
        M("lj_crew_new", "用户跟原来的包工头因为偷工减料闹翻了，换了一家专做古建修缮的公司", "fact", 0.85, "2026-04-09 22:30"),
        M("lj_budget_old", "用户给老宅翻修定的预算是三十万", "fact", 0.6, "2025-06-02 20:05"),
        M("lj_budget_new", "老宅翻修的预算追加到了四十五万，主要是屋顶木梁要整根换", "fact", 0.85, "2026-05-21 21:00"),
        M("lj_visit", "用户每隔一周的周末开车回泉州盯一次工地", "fact", 0.75, "2025-06-15 18:00"),
        M("lj_dust", "用户对粉尘过敏，去工地必须戴N95口罩，不然会一直打喷嚏", "profile", 0.85, "2025-07-03 08:00"),
        M("lj_wife", "用户的老婆在备孕，所以老宅要等甲醛散干净才肯住进去", "relation", 0.75, "2025-11-15 22:00"),
        M("lj_material", "用户坚持用老杉木和石灰砂浆，墙面不用水泥", "preference", 0.7, "2025-08-08 21:00"),
        M("lj_uncle", "老宅隔壁的堂叔平时帮忙看着工地", "relation", 0.6, "2025-06-20 19:00"),
        M("lj_roof_old", "用户原本计划在2026年10月底前完成屋顶翻修", "event", 0.65, "2026-03-10 20:00", "2026-10-31 23:59"),
        M("lj_roof_new", "屋顶的杉木梁要等货，工期推到了2027年1月底", "event", 0.85, "2026-09-25 21:00", "2027-01-31 23:59"),
    ],
    filler=dict(n=137, drop_topics=set(), drop_active=False,
                clusters={"commute": "metro", "housing": "rent", "car": "gas"},
                drop_sub=["机械工程", "装修", "爷爷"], pins=["用户会自己修一些小家电"]),
    probes=[
        P("p_para_lj_crew", "2026-11-18 21:00", "老房子现在是哪拨人在施工？",
          ["lj_crew_new"], forbid=[(["陈师傅"], ["lj_crew_old"])]),
        P("p_para_lj_money", "2026-11-19 22:10", "修缮老屋一共打算砸多少钱进去？",
          ["lj_budget_new"], forbid=[(["三十万"], ["lj_budget_old"])]),
        P("p_para_lj_dust", "2026-11-20 07:50", "我这鼻子一碰灰就受不了的毛病，到了现场要怎么防？", ["lj_dust"]),
        P("p_task_lj_site", "2026-11-21 19:40", "下次回去盯进度，帮我列个要带的东西和要办的事",
          ["lj_visit", "lj_dust", "lj_crew_new", "lj_roof_new", "lj_material"],
          forbid=[(["陈师傅"], ["lj_crew_old"]), (["10月底"], ["lj_roof_old"])]),
        P("p_task_lj_movein", "2026-11-23 21:30", "等修好了想搬进去，帮我理一下入住前还得搞定哪些事",
          ["lj_roof_new", "lj_wife", "lj_material", "lj_budget_new"]),
        P("p_direct_lj_roof", "2026-11-25 20:00", "屋顶那部分现在预计什么时候完工？",
          ["lj_roof_new"], forbid=[(["10月底"], ["lj_roof_old"])]),
        P("p_abst_lj_deed", "2026-11-27 12:30", "老宅的房产证上登记的是谁的名字？", [], guard=["房产证"]),
        P("p_bg_lj_fix", "2026-11-29 14:00", "家里那些小电器坏了，我一般是不是自己就能捣鼓好？",
          ["pin:用户会自己修一些小家电"]),
    ],
))

# 11. u_qiaoyu — night dispatcher with a rooftop garden ----------------------
ACCOUNTS.append(dict(
    key="qy", user_id="u_qiaoyu", tenant_id="default",
    memories=[
        M("qy_job", "用户在一家物流公司做夜班调度，晚上十点上到早上六点", "profile", 0.8, "2025-04-10 07:00"),
        M("qy_garden", "用户在南昌一栋老居民楼的顶楼天台打理着一个四十来平米的菜园", "fact", 0.85, "2025-04-10 07:05"),
        M("qy_water_old", "用户每天下班回来先上楼顶手动浇水", "fact", 0.6, "2025-04-20 07:30"),
        M("qy_water_new", "用户在天台装了一套定时滴灌，现在基本不用亲自拎水管了", "fact", 0.85, "2026-05-09 08:00"),
        M("qy_crops_old", "天台上主要种番茄、辣椒和空心菜", "fact", 0.6, "2025-04-20 07:35"),
        M("qy_crops_new", "用户今年把天台大部分改种了草莓和蓝莓，只留了一小块种葱蒜", "fact", 0.85, "2026-03-18 09:00"),
        M("qy_leak", "楼下邻居抱怨过天台渗水，用户专门请人做了一层防水", "relation", 0.65, "2025-09-12 10:00"),
        M("qy_bee", "用户对蜜蜂蜇伤过敏，天台上常备抗过敏药和肾上腺素笔", "profile", 0.9, "2025-06-06 08:00"),
        M("qy_back", "用户搬土搬花盆闪过腰，现在提不了太沉的东西", "profile", 0.8, "2025-10-20 08:30"),
        M("qy_compost", "用户用厨余自己沤肥，天台角落放着两个堆肥桶", "preference", 0.55, "2025-07-18 08:00"),
        M("qy_sleep", "用户白天睡觉，住的地方必须有遮光帘，房间最好朝北", "preference", 0.8, "2025-05-15 08:00"),
        M("qy_friend", "同事小蔡答应过，用户出远门时帮忙上天台照看一下", "relation", 0.7, "2026-09-30 08:00"),
        M("qy_trip", "用户打算2026年12月底请几天假去云南元阳看梯田", "event", 0.85, "2026-10-16 08:00", "2027-01-05 23:59"),
    ],
    filler=dict(n=137, drop_topics={"work", "commute", "routine", "plants"}, drop_active=True,
                clusters={"housing": None}, drop_sub=NIGHT + ["番茄", "阳台", "十七楼"], pins=[]),
    probes=[
        P("p_para_qy_water", "2026-11-18 08:00", "楼顶那片菜地现在靠什么补水？",
          ["qy_water_new"], forbid=[(["手动浇水"], ["qy_water_old"])]),
        P("p_para_qy_crops", "2026-11-20 07:40", "我楼顶眼下主要长着些什么？",
          ["qy_crops_new"], forbid=[(["空心菜"], ["qy_crops_old"])]),
        P("p_para_qy_sting", "2026-11-21 07:10", "要是被那种嗡嗡叫会蜇人的小虫叮了，我得怎么办？", ["qy_bee"]),
        P("p_task_qy_away", "2026-11-23 07:30", "年底出门那几天，楼顶的菜谁管、怎么管，帮我安排一下",
          ["qy_trip", "qy_water_new", "qy_friend", "qy_crops_new"], forbid=[(["手动浇水"], ["qy_water_old"])]),
        P("p_task_qy_stay", "2026-11-25 07:20", "去看梯田那几天住哪儿，帮我挑挑，要照顾到我的作息和身体",
          ["qy_trip", "qy_sleep", "qy_job", "qy_back"]),
        P("p_abst_qy_cost", "2026-11-27 07:50", "天台那层防水当初花了多少钱？", [], guard=["防水花"]),
    ],
))

# 12. u_wangshufen — four-generation family reunion -------------------------
ACCOUNTS.append(dict(
    key="ws", user_id="u_wangshufen", tenant_id="default",
    memories=[
        M("ws_self", "用户五十二岁，在银行做了三十年柜员，刚办了内退", "profile", 0.7, "2025-03-15 20:00"),
        M("ws_plan_old", "全家原打算2026年国庆假期在山东威海办一次家族大团聚", "event", 0.75, "2025-12-20 20:00", "2026-10-08 23:59"),
        M("ws_count_old", "报名参加家族团聚的一共十八口人", "fact", 0.6, "2026-03-02 21:00"),
        M("ws_plan_new", "家族大团聚改到2027年春节后的正月初六到初十，在海南陵水包一栋海边别墅，四代人一共二十三口", "event", 0.9, "2026-08-28 20:00", "2027-02-17 23:59"),
        M("ws_mil", "用户的婆婆九十一岁了，坐轮椅，坐飞机不能超过三个小时", "relation", 0.9, "2025-04-06 19:00"),
        M("ws_grandson", "用户的小孙子对花生和鸡蛋过敏", "relation", 0.85, "2025-05-11 12:00"),
        M("ws_halal", "用户的小叔子一家是回族，吃饭要清真", "relation", 0.8, "2025-06-18 20:00"),
        M("ws_budget", "团聚的开销按户平摊，每户预算不超过一万五", "preference", 0.8, "2026-04-12 21:00"),
        M("ws_role", "团聚这件事用户负责订房订餐，她弟弟负责订机票", "fact", 0.8, "2026-04-12 21:05"),
        M("ws_photo", "用户想在团聚时请摄影师拍一张四代同堂的全家福", "preference", 0.6, "2026-05-03 20:00"),
        M("ws_bp", "用户自己有高血压，每天早上要吃降压药", "profile", 0.8, "2025-03-18 08:00"),
    ],
    filler=dict(n=139, drop_topics={"work", "commute", "family"}, drop_active=True,
                clusters={"housing": "own", "mobilegame": "no"},
                drop_sub=NO_COLLEGE + ["血压", "跳槽", "加班", "带新人", "毕业", "在职", "出差", "公司", "周报",
                                       "工作用", "项目管理", "教师资格证", "魔兽", "游戏主播"], pins=[]),
    probes=[
        P("p_para_ws_size", "2026-11-18 19:30", "这回家里大聚会一共来多少人？",
          ["ws_plan_new"], forbid=[(["十八口人"], ["ws_count_old"])]),
        P("p_para_ws_elder", "2026-11-20 20:00", "老太太出远门有哪些限制？", ["ws_mil"]),
        P("p_para_ws_split", "2026-11-22 20:30", "聚会的钱怎么分，每家大概要掏多少？", ["ws_budget"]),
        P("p_task_ws_trip", "2026-11-24 21:00", "帮我把团聚那几天的吃饭和交通安排一下",
          ["ws_plan_new", "ws_mil", "ws_grandson", "ws_halal", "ws_budget", "ws_role"],
          forbid=[(["威海"], ["ws_plan_old"])]),
        P("p_direct_ws_role", "2026-11-26 20:10", "团聚的事我负责订什么？机票又是谁在订？", ["ws_role"]),
        P("p_abst_ws_deposit", "2026-11-28 20:40", "那栋别墅的押金交了多少？", [], guard=["押金"]),
        P("p_expiry_ws_where", "2026-11-30 19:50", "一大家子出去聚那次，现在定在哪了？",
          ["ws_plan_new"], forbid=[(["威海"], ["ws_plan_old"])]),
    ],
))

# ---------------------------------------------------------------------------
# Background pool
# ---------------------------------------------------------------------------
TOPIC_ALIASES = {"film tv": "film", "trips": "trips"}


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def parse_pool():
    entries = []
    topic = typ = None
    for raw in background_pool.POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            words = line[3:].split()
            typ = words[-1]
            topic = words[0]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        fam = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fam[f] = c
        entries.append({"topic": topic, "type": typ, "text": line, "fam": fam, "active": active})
    return entries


POOL_ENTRIES = parse_pool()
PLACE_WORDS = list(background_pool.PLACE_WORDS)
DATE_TOKENS = re.compile(r"[0-9一二三四五六七八九十]+月|春节|国庆|中秋|元旦|清明|端午|五一|寒假|暑假|圣诞|除夕|过年|下周|下个月|明年|年底")


def rng_for(key):
    return random.Random(zlib.crc32(("holdout37:" + key).encode("utf-8")))


def account_text(acc):
    parts = [m["content"] for m in acc["memories"]]
    parts += [p["query"] for p in acc["probes"]]
    return "\n".join(parts)


def account_places(acc):
    text = account_text(acc)
    return [p for p in PLACE_WORDS if p in text]


def account_forbid_kws(acc):
    return sorted({norm(k) for p in acc["probes"] for kws, _ in p["forbid"] for k in kws})


def account_guards(acc):
    return sorted({norm(g) for p in acc["probes"] for g in p["guard"]})


def filler_candidates(acc):
    cfg = acc["filler"]
    rng = rng_for(acc["key"] + ":clusters")
    fams = {}
    for e in POOL_ENTRIES:
        for f, c in e["fam"].items():
            fams.setdefault(f, [])
            if c not in fams[f]:
                fams[f].append(c)
    chosen = {}
    for f in sorted(fams):
        if f in cfg["clusters"]:
            chosen[f] = cfg["clusters"][f]
        else:
            chosen[f] = rng.choice(sorted(fams[f]))
    places = account_places(acc)
    bad = [norm(s) for s in cfg["drop_sub"]] + account_forbid_kws(acc) + account_guards(acc)
    pins = set(cfg["pins"])
    out = []
    for e in POOL_ENTRIES:
        t = e["text"]
        nt = norm(t)
        if e["topic"] in cfg["drop_topics"] and t not in pins:
            continue
        if cfg["drop_active"] and e["active"]:
            continue
        if any(chosen.get(f) != c for f, c in e["fam"].items()):
            continue
        if any(p in t for p in places):
            continue
        if any(b in nt for b in bad):
            continue
        out.append(e)
    return out


def sample_filler(acc):
    cfg = acc["filler"]
    cands = filler_candidates(acc)
    texts = [e["text"] for e in cands]
    for pin in cfg["pins"]:
        if pin not in texts:
            raise SystemExit(f"{acc['key']}: pinned filler line was filtered out: {pin}")
    rng = rng_for(acc["key"] + ":sample")
    pinned = [e for e in cands if e["text"] in cfg["pins"]]
    rest = [e for e in cands if e["text"] not in cfg["pins"]]
    n = cfg["n"]
    if n > len(cands):
        raise SystemExit(f"{acc['key']}: wants {n} filler lines, only {len(cands)} candidates")
    picked = pinned + rng.sample(rest, n - len(pinned))
    t0 = dt.datetime(2025, 1, 3, 0, 0)
    span_min = int((dt.datetime(2026, 11, 8, 23, 0) - t0).total_seconds() // 60)
    out = []
    for e in picked:
        minute = rng.randrange(span_min)
        d = t0 + dt.timedelta(minutes=minute)
        d = d.replace(hour=rng.choice([8, 9, 10, 12, 13, 15, 17, 19, 20, 21, 22, 23]))
        out.append({"text": e["text"], "type": e["type"], "created": d.strftime("%Y-%m-%d %H:%M"),
                    "importance": round(rng.uniform(0.3, 0.55), 2)})
    return out


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build():
    """Return (data, meta). meta keeps what the JSON must not carry: kinds,
    forbid targets, guards, pinned ids, key->id maps."""
    users = []
    meta = {"accounts": {}}
    for acc in ACCOUNTS:
        k = acc["key"]
        key2id = {}
        mems = []
        for i, m in enumerate(acc["memories"], 1):
            mid = f"{k}_c{i:02d}"
            key2id[m["key"]] = mid
            rec = {"id": mid, "content": m["content"], "type": m["type"],
                   "importance": m["importance"], "created_at": ts(m["created"])}
            if m["until"]:
                rec["valid_until"] = ts(m["until"])
            mems.append(rec)
        pin2id = {}
        for i, f in enumerate(sample_filler(acc), 1):
            fid = f"{k}_f{i:03d}"
            if f["text"] in acc["filler"]["pins"]:
                pin2id[f["text"]] = fid
            mems.append({"id": fid, "content": f["text"], "type": f["type"],
                         "importance": f["importance"], "created_at": ts(f["created"])})
        mems.sort(key=lambda r: (r["created_at"], r["id"]))
        meta["accounts"][k] = {"key2id": key2id, "pin2id": pin2id, "acc": acc}
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": []})
    for acc, u in zip(ACCOUNTS, users):
        k = acc["key"]
        am = meta["accounts"][k]
        pmeta = {}
        for p in acc["probes"]:
            rel = []
            for r in p["rel"]:
                rel.append(am["pin2id"][r[4:]] if r.startswith("pin:") else am["key2id"][r])
            groups = []
            for kws, targets in p["forbid"]:
                own, twin = [], []
                for t in targets:
                    if t.startswith("twin:"):
                        twin.append(meta["accounts"][acc["twin"]]["key2id"][t[5:]])
                    else:
                        own.append(am["key2id"][t])
                groups.append({"kws": kws, "own": own, "twin": twin})
            rec = {"id": p["id"], "at": ts(p["at"]), "query": p["query"], "relevant": rel}
            if groups:
                rec["forbid"] = [g["kws"] for g in groups]
            u["probes"].append(rec)
            pmeta[p["id"]] = {"groups": groups, "guard": p["guard"], "kind": p["id"].split("_")[1],
                              "pins": [am["pin2id"][r[4:]] for r in p["rel"] if r.startswith("pin:")]}
        am["probes"] = pmeta
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return data, meta


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Check
# ---------------------------------------------------------------------------
def parse_ts(s):
    return dt.datetime.fromisoformat(s)


def check(data, meta):
    errors = []

    def err(msg):
        errors.append(msg)

    # -- format ---------------------------------------------------------------
    if data.get("format") != "memory-eval/v1":
        err("format field")
    if not isinstance(data.get("name"), str) or not data["name"]:
        err("name")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        err("users")
        return errors
    seen_acc = set()
    all_probe_ids = set()
    for u in users:
        if not isinstance(u.get("user_id"), str) or not u["user_id"]:
            err("user_id")
        tid = u.get("tenant_id", "default")
        if (u["user_id"], tid) in seen_acc:
            err(f"duplicate account {u['user_id']}@{tid}")
        seen_acc.add((u["user_id"], tid))
        ids = set()
        for m in u["memories"]:
            for f in ("id", "content"):
                if not isinstance(m.get(f), str) or not m[f]:
                    err(f"{u['user_id']}: memory {f}")
            if m["id"] in ids:
                err(f"dup memory id {m['id']}")
            ids.add(m["id"])
            if not isinstance(m.get("type"), str):
                err(f"type {m['id']}")
            if not (isinstance(m.get("importance"), (int, float)) and 0 <= m["importance"] <= 1):
                err(f"importance {m['id']}")
            c = parse_ts(m["created_at"])
            if c.tzinfo is None:
                err(f"naive ts {m['id']}")
            if "valid_until" in m and parse_ts(m["valid_until"]) <= c:
                err(f"valid_until before created {m['id']}")
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                err(f"unknown memory field {m['id']}")
        for p in u["probes"]:
            if p["id"] in all_probe_ids:
                err(f"dup probe id {p['id']}")
            all_probe_ids.add(p["id"])
            if not isinstance(p.get("query"), str) or not p["query"]:
                err(f"query {p['id']}")
            if not isinstance(p.get("relevant"), list):
                err(f"relevant {p['id']}")
            for r in p["relevant"]:
                if r not in ids:
                    err(f"{p['id']}: unknown relevant {r}")
            parse_ts(p["at"])
            for g in p.get("forbid", []):
                if not (isinstance(g, list) and g and all(isinstance(x, str) and x for x in g)):
                    err(f"forbid shape {p['id']}")
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err(f"unknown probe field {p['id']}")
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err("unknown user field")

    # -- structure --------------------------------------------------------------
    if len(users) != 12:
        err(f"accounts {len(users)} != 12")
    uids = Counter(u["user_id"] for u in users)
    if len(uids) != 11:
        err(f"user ids {len(uids)} != 11")
    twins = [x for x, n in uids.items() if n == 2]
    if twins != ["u_linfeng"]:
        err(f"twin ids {twins}")
    probes = [(u, p) for u in users for p in u["probes"]]
    kinds = Counter(p["id"].split("_")[1] for _, p in probes)
    want = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
    if dict(kinds) != want:
        err(f"kinds {dict(kinds)}")
    if len(probes) != 112:
        err(f"probe total {len(probes)}")
    n_forbid = sum(1 for _, p in probes if p.get("forbid"))
    if n_forbid < 40:
        err(f"forbid probes {n_forbid} < 40")
    leaks = [p for _, p in probes if p["id"].endswith("_leak")]
    if len(leaks) != 16:
        err(f"leak probes {len(leaks)}")
    n_mem = sum(len(u["memories"]) for u in users)
    if not 1700 <= n_mem <= 1900:
        err(f"memory total {n_mem}")
    exp_empty = sum(1 for _, p in probes if p["id"].startswith("p_expiry_") and not p["relevant"])
    if exp_empty != 2:
        err(f"expiry with nothing expected: {exp_empty}")
    max_created = max(parse_ts(m["created_at"]) for u in users for m in u["memories"])
    by_key = {}
    for acc, u in zip(ACCOUNTS, users):
        by_key[acc["key"]] = u
        if (u["user_id"], u["tenant_id"]) != (acc["user_id"], acc["tenant_id"]):
            err("account order")

    # -- per probe semantics -------------------------------------------------------
    proofs = 0
    for acc in ACCOUNTS:
        k = acc["key"]
        u = by_key[k]
        am = meta["accounts"][k]
        mem = {m["id"]: m for m in u["memories"]}
        ncontent = {mid: norm(m["content"]) for mid, m in mem.items()}
        core_ids = set(am["key2id"].values())
        has_plan = any("valid_until" in m for m in mem.values())
        if not has_plan:
            err(f"{k}: no dated plan")
        for m in acc["memories"]:
            if not m["until"] and DATE_TOKENS.search(m["content"]):
                err(f"{k}: undated core memory carries a date word: {m['content']}")
        places = account_places(acc)
        for mid, m in mem.items():
            if mid in core_ids:
                continue
            if any(pl in m["content"] for pl in places):
                err(f"{k}: filler names an account place: {m['content']}")
        for p in u["probes"]:
            pm = am["probes"][p["id"]]
            at = parse_ts(p["at"])
            kind = pm["kind"]
            if at <= max_created:
                err(f"{p['id']}: asked before some memory exists")
            if not (dt.datetime(2026, 11, 1, tzinfo=at.tzinfo) <= at <= dt.datetime(2026, 12, 31, tzinfo=at.tzinfo)):
                err(f"{p['id']}: not late 2026")
            rel = [r for r in p["relevant"] if r in mem]  # unknown ids are reported above
            if kind == "task" and not 3 <= len(rel) <= 6:
                err(f"{p['id']}: task needs 3-6 memories")
            if kind in ("para", "direct") and len(rel) != 1:
                err(f"{p['id']}: para/direct has {len(rel)} relevant")
            if kind == "abst" and rel:
                err(f"{p['id']}: abstention with relevant")
            if kind == "bg":
                if len(rel) != 1 or rel[0] in core_ids or rel != pm["pins"]:
                    err(f"{p['id']}: bg probe must point at one pinned filler memory")
            if kind in ("para", "task", "direct", "expiry") and any(r not in core_ids for r in rel):
                err(f"{p['id']}: relevant must be core memories")
            for r in rel:
                vu = mem[r].get("valid_until")
                if vu and parse_ts(vu) <= at:
                    err(f"{p['id']}: relevant {r} already expired at probe time")
            if kind == "expiry":
                targets = [t for g in pm["groups"] for t in g["own"]]
                # every own forbid target of an expiry probe must be a dated plan lapsed by probe time
                bad = [t for t in targets if "valid_until" not in mem[t] or parse_ts(mem[t]["valid_until"]) >= at]
                if bad or not targets:
                    err(f"{p['id']}: expiry targets not lapsed plans: {bad}")
                if rel and not all("valid_until" in mem[r] for r in rel):
                    err(f"{p['id']}: expiry replacement must be a dated plan")
            if p["id"].endswith("_leak"):
                if "twin" not in acc or not any(g["twin"] for g in pm["groups"]):
                    err(f"{p['id']}: leak probe without twin forbid")
            for g in pm["groups"]:
                if not g["own"] and not g["twin"]:
                    err(f"{p['id']}: forbid group {g['kws']} has no intended target")
                kws = [norm(x) for x in g["kws"]]
                hits = {mid for mid, c in ncontent.items() if any(x in c for x in kws)}
                if hits != set(g["own"]):
                    err(f"{p['id']}: forbid {g['kws']} catches {sorted(hits)} in own account, intended {sorted(g['own'])}")
                else:
                    proofs += 1
                if g["twin"]:
                    tu = by_key[acc["twin"]]
                    tc = {m["id"]: norm(m["content"]) for m in tu["memories"]}
                    thits = {mid for mid, c in tc.items() if any(x in c for x in kws)}
                    if thits != set(g["twin"]):
                        err(f"{p['id']}: forbid {g['kws']} catches {sorted(thits)} in twin, intended {sorted(g['twin'])}")
                for r in rel:
                    if any(x in ncontent[r] for x in kws):
                        err(f"{p['id']}: relevant {r} hit by its own forbid")
            for gw in pm["guard"]:
                ng = norm(gw)
                hit = [mid for mid, c in ncontent.items() if ng in c]
                if hit:
                    err(f"{p['id']}: guard word {gw} found in {hit}")
            if kind == "abst" and not pm["guard"]:
                err(f"{p['id']}: abstention without guard words")
    return errors, proofs


def para_overlap(data, meta):
    """Longest substring (>=3 chars) a paraphrase probe shares with its memory."""
    report = []
    for acc, u in zip(ACCOUNTS, data["users"]):
        mem = {m["id"]: m["content"] for m in u["memories"]}
        for p in u["probes"]:
            if not p["id"].startswith("p_para_"):
                continue
            q = p["query"]
            c = mem[p["relevant"][0]]
            best = ""
            for i in range(len(q)):
                for j in range(i + 3, len(q) + 1):
                    s = q[i:j]
                    if s in c and len(s) > len(best):
                        best = s
            if best:
                report.append((p["id"], best))
    return report


def summary(data, meta):
    users = data["users"]
    probes = [p for u in users for p in u["probes"]]
    kinds = Counter(p["id"].split("_")[1] for p in probes)
    core = sum(len(meta["accounts"][a["key"]]["key2id"]) for a in ACCOUNTS)
    total = sum(len(u["memories"]) for u in users)
    lines = [
        f"accounts: {len(users)} (user ids: {len({u['user_id'] for u in users})})",
        f"memories: {total} (core {core}, background {total - core})",
        f"probes: {len(probes)} " + ", ".join(f"{k}={kinds[k]}" for k in ["para", "task", "direct", "abst", "expiry", "bg"]),
        f"probes with forbid: {sum(1 for p in probes if p.get('forbid'))}; "
        f"forbid groups: {sum(len(p.get('forbid', [])) for p in probes)}; "
        f"leak probes: {sum(1 for p in probes if p['id'].endswith('_leak'))}",
    ]
    for a, u in zip(ACCOUNTS, users):
        lines.append(f"  {u['user_id']}@{u['tenant_id']}: {len(u['memories'])} memories, {len(u['probes'])} probes")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="rebuild, compare with disk, validate")
    args = ap.parse_args()
    data, meta = build()
    text = dump(data)
    if not args.check:
        errors, _ = check(data, meta)
        if errors:
            print("\n".join(errors), file=sys.stderr)
            raise SystemExit(f"{len(errors)} validation error(s); nothing written")
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUT}")
        print(summary(data, meta))
        return
    ok = True
    if not OUT.exists():
        print("MISSING: output file not on disk")
        ok = False
    elif OUT.read_text(encoding="utf-8") != text:
        print("MISMATCH: file on disk differs from a fresh build")
        ok = False
    else:
        print("rebuild identical to file on disk")
    on_disk = json.loads(OUT.read_text(encoding="utf-8")) if OUT.exists() else data
    errors, proofs = check(on_disk, meta)
    for e in errors:
        print("ERROR:", e)
    ok = ok and not errors
    print(f"forbid groups proven (exact target set in asking account, and in twin where recorded): {proofs}")
    ov = para_overlap(on_disk, meta)
    print(f"paraphrase probes sharing a >=3-char substring with their memory: {len(ov)}")
    for pid, s in ov:
        print(f"  {pid}: {s}")
    print(summary(on_disk, meta))
    if not ok:
        raise SystemExit("CHECK FAILED")
    print("CHECK OK")


if __name__ == "__main__":
    main()
