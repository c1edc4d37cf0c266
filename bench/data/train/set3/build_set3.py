#!/usr/bin/env python3
"""Build set3: a hand-written Chinese retrieval TRAINING set (memory-eval/v1).

How it was written
------------------
Written blind.  The author read exactly two project files:
  * /work/shared/eval/FORMAT.md                       (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json (everyday statements, imported
                                                        here as background memories)
No other data set, engine code, doc, test or git history was looked at, the
engine and evaluator were never run, and no outside data set was used.  Every
core memory and every probe below was written by hand for this file.

Users (12 accounts, 11 distinct user_ids, all aged 18-32)
-------------------------------------------------------
  u_ajie      22, Wuhan senior student, 特种兵旅游, hostels, night trains, seafood allergy
  u_momo      26, Shanghai new-media operator, i人/社恐, ragdoll cat "主子", vegetarian
  u_kaka      24, Shenzhen food-delivery rider, Real Madrid fan, lumbar disc, cat-hair allergy
  u_tangtang  20, Nanjing student, coser/anime, lactose intolerant, car sick
  u_haoran    28, Hangzhou backend dev, marathoner with a meniscus injury, Tesla
  u_xiyue     23, Beijing grad student + consulting intern (996), fear of heights
  u_dongdong  30, freelance wedding photographer/vlogger, corgi "毛孩子", asthma
  u_zihan     19, Zhengzhou freshman, TNT fan, hypoglycaemia, tight budget
  u_dawei     31, Guangzhou personal trainer, gluten intolerant, pregnant wife
  u_qiqi      25, Xi'an nurse on rotating shifts, penicillin allergy, sea sick
  u_xiaoyu @ default   21, Chengdu student 林晓雨, mango allergy, 青海湖 ride
  u_xiaoyu @ t_campus  24, Qingdao trade clerk 沈雨桐, peanut allergy, ginger cat
The two u_xiaoyu accounts are different people with conflicting facts; every
probe of either twin forbids the other twin's name, city and allergen.

Probe kinds (ids "p<n>-<kind>")
-------------------------------
  para    one stored fact asked in other words (<= 2 shared meaningful CJK
          characters with the fact, checked below), via world knowledge,
          brands, symptoms, slang or descriptions
  task    a planning request; relevant = every memory a careful planner weighs
  direct  the user asks about themselves in words close to the fact
  abst    a general question sharing a topic word with a stored fact; relevant []
  expiry  asked after a dated plan ended; the plan's keyword is forbidden

Background: 100-180 statements per account from background_train.json, drawn
with a fixed per-account seed after the explicit per-account exclusions below;
type/importance are drawn from that account's own core lists and created_at is
uniform over the 12 months before REF (2026-06-01+08:00).

Usage:  python3 build_set3.py          # write zh_retrieval_set3.json
        python3 build_set3.py --check  # validate the file on disk + rebuild identity
"""
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set3.json")
BACKGROUND = os.path.normpath(os.path.join(HERE, "..", "background_train.json"))

TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 1, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - timedelta(days=365)
SEED = "set3-v1"

# ---------------------------------------------------------------------------
# Shared exclusion groups (each account lists the groups it uses explicitly)
# ---------------------------------------------------------------------------
# Nobody in this set has children.
KIDS = ["儿子", "女儿", "孩子", "宝妈", "家长", "二胎", "幼儿园", "婴儿", "育儿",
        "小孩", "儿童", "孙子", "满月"]
# Nobody has a spouse except u_dawei, whose wife is described in his core facts
# (so generic spouse lines would contradict or compete with them).
SPOUSE = ["老公", "老婆", "婆婆", "公公", "岳母", "岳父", "夫妻", "结婚", "媳妇",
          "对象", "男朋友", "女朋友"]
# Nobody owns a flat; cars are only in the core facts of those who have one.
OWNER = ["房贷", "车贷", "装修", "房子买", "业主", "业委会", "物业", "看房子",
         "开车", "车位", "停车", "驾照", "车险", "油价", "加油"]
# Students have no job, salary or commute.
NOJOB = ["上班", "下班", "公司", "同事", "领导", "工资", "加班", "年终奖", "公积金",
         "个税", "工位", "单位", "部门", "报销", "通勤", "周报", "开会", "班车",
         "工作", "办公", "晋升", "降噪"]
# Everyone is 18-32: no grown-up nephews, no "the older I get".
YOUNG = ["外甥", "年纪越大"]
# Job-identity lines that would contradict each user's own stated job.
JOBID = ["做财务的", "产品运营", "实习生", "注册会计师"]
# Office-only life, for users who work in a hospital ward (u_qiqi).
OFFICE = ["公司", "办公", "工位", "周报", "开会", "部门", "降噪", "单位", "急救",
          "视频会议", "全员大会"]
BASE_TOPICS = ["kids_school", "partner", "car"]
STUDENT_TOPICS = ["work_routine", "coworkers", "commute", "money_bills", "housing_repairs"]


def dt(s):
    """'2026-06-03 20:15' -> aware datetime (+08:00)."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+08:00")


# ---------------------------------------------------------------------------
# Accounts.  core: (id, type, importance, created, content, valid_until|None)
# plan_end: script-side end of dated plans whose valid_until is left for the
# engine to infer from the wording (used only by the checks).
# probes: (kind, at, query, relevant, forbid, plan_id_for_expiry)
# ---------------------------------------------------------------------------
USERS = [
    # ------------------------------------------------------------------ 1
    dict(
        user_id="u_ajie", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-18 21:10", "用户叫陈杰，朋友都喊他阿杰，在武汉读大四，学土木工程", None),
            ("m02", "preference", 0.9, "2025-09-03 22:40", "我是穷游党，每次出去玩总预算控制在1500块以内，住青旅多人间就行", None),
            ("m03", "preference", 0.7, "2025-10-02 09:15", "喜欢坐夜车省一晚住宿费，硬卧上铺也睡得着", None),
            ("m04", "fact", 1.0, "2025-07-21 12:30", "海鲜过敏，吃了虾蟹会全身起红疹、嘴唇发肿", None),
            ("m05", "preference", 0.7, "2025-11-15 19:05", "特种兵式旅游爱好者，一天能暴走三万步，打卡景点越多越好", None),
            ("m06", "fact", 0.8, "2026-04-12 23:20", "6月底毕业，和室友约好7月初去重庆、成都毕业旅行一周", "2026-07-10 23:59"),
            ("m07", "fact", 0.8, "2026-03-08 16:45", "已经拿到深圳一家设计院的offer，7月中旬入职", None),
            ("m08", "preference", 0.5, "2025-12-20 18:00", "吃辣无压力，最爱街边的苍蝇馆子", None),
            ("m09", "fact", 0.4, "2026-01-09 14:25", "平时用大疆Pocket拍vlog，发在B站上", None),
            ("m10", "fact", 0.8, "2025-08-27 10:50", "用户左脚踝去年打球扭伤过，爬山下台阶得戴护踝", None),
            ("m11", "preference", 0.4, "2026-02-14 20:35", "讨厌排长队，网红店要排半小时以上就直接放弃", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + STUDENT_TOPICS + [
            "gym_fitness",      # legs / walking lines would compete with the ankle and pace facts
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "海鲜", "鱼", "虾", "蟹", "生蚝",          # seafood allergy: no seafood eating lines
            "脚", "腿", "膝", "扭", "崴", "步",         # ankle probe
            "火车", "高铁", "夜车", "硬卧", "车票",     # night-train probe
            "青旅", "住宿", "床位", "块",               # budget / hostel probes
            "重庆", "成都", "深圳", "武汉", "湛江", "华山", "洪崖洞", "亮灯",
            "毕业", "入职", "海边",
        ],
        probes=[
            ("para", "2026-06-03 20:15", "去湛江那边吃大排档，皮皮虾生蚝那些我能碰不？", ["m04"], [], None),
            ("para", "2026-06-04 22:05", "最近兼职刚结了钱，兜里也就一千来块，想趁毕业前浪几天，床位那种几十块一晚的地方有啥推荐吗，太贵的真负担不起", ["m02"], [], None),
            ("para", "2026-06-05 13:40", "华山长空栈道那种陡坡，我这崴过的脚能走吗", ["m10"], [], None),
            ("para", "2026-06-06 09:30", "绿皮车，睡一觉就到的那种，帮我挑一班", ["m03"], [], None),
            ("task", "2026-06-07 21:00", "帮我排一下重庆那几天每天去哪儿玩", ["m06", "m05", "m10"], [], None),
            ("task", "2026-06-08 19:20", "下个月去重庆的车票和住宿帮我一起搞定", ["m06", "m03", "m02"], [], None),
            ("task", "2026-06-09 23:10", "入职前想先去深圳周边海边玩两天，帮我安排下", ["m07", "m04", "m02"], [], None),
            ("direct", "2026-06-10 12:00", "我之前说过我对海鲜过敏吧？吃了会有什么反应来着", ["m04"], [], None),
            ("abst", "2026-06-11 18:45", "重庆洪崖洞晚上几点亮灯？", [], [], None),
            ("expiry", "2026-08-01 10:30", "入职快一个月了，周末想在附近随便走走，预算还是老样子", ["m02", "m07"], [["毕业旅行"]], "m06"),
        ],
    ),
    # ------------------------------------------------------------------ 2
    dict(
        user_id="u_momo", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-10 20:00", "我叫苏墨，朋友都叫我莫莫，26岁，在上海做新媒体运营", None),
            ("m02", "fact", 0.9, "2025-07-30 22:15", "养了一只布偶猫叫年糕，是家里的主子，出远门得找人上门喂", None),
            ("m03", "preference", 0.8, "2025-09-12 23:30", "典型i人加社恐，不想跟陌生人拼桌拼车，更喜欢一个人出行", None),
            ("m04", "preference", 1.0, "2025-08-19 12:40", "吃素三年了，不吃肉，但蛋和奶可以", None),
            ("m05", "fact", 0.8, "2025-11-03 08:20", "用户有偏头痛，强光暴晒和睡眠不足都容易诱发", None),
            ("m06", "fact", 0.8, "2026-04-26 11:05", "抢到了7月18日五月天上海站的内场票", "2026-07-18 23:59"),
            ("m07", "preference", 0.7, "2025-10-21 19:45", "喜欢citywalk，逛老街区、独立书店和咖啡馆，不爱赶景点", None),
            ("m08", "fact", 0.5, "2026-01-15 21:30", "租住在徐汇的一室户，房租快占工资的一半", None),
            ("m09", "preference", 0.7, "2025-12-08 17:10", "只住带独立卫浴的酒店或民宿，接受不了青旅", None),
            ("m10", "fact", 0.7, "2026-03-19 22:50", "国庆打算一个人去京都，看看寺庙和老街", None),
            ("m11", "fact", 0.4, "2026-03-02 13:00", "护照今年3月刚换了新的", None),
            ("m12", "preference", 0.4, "2026-02-11 15:35", "拍照只用富士相机，偏爱胶片色调", None),
        ],
        plan_end={"m10": "2026-10-07 23:59"},
        exclude_topics=BASE_TOPICS + [
            "pets",             # the cat probes
            "music_podcasts",   # the post-concert "live music" probe
            "diet_weight",      # dieting / fried-chicken lines clash with a vegetarian
            "sleep",            # sleep lines compete with the migraine fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + [
            "肉", "鸡", "鱼", "虾", "排骨", "牛", "羊", "猪", "香肠", "馄饨", "关东煮", "麻辣烫", "火锅", "包子",
            "头疼", "头痛", "晒", "太阳",               # migraine probe
            "猫", "狗", "宠物",
            "乐队", "驻唱", "演唱会", "音乐",
            "陌生人", "跟团",                           # social-anxiety probe
            "梅雨", "寺", "京都", "杭州", "上海", "出差",
            "民宿", "酒店", "房租",
        ],
        probes=[
            ("para", "2026-06-02 21:30", "下个月要出差五天，屋里那位毛茸茸的小祖宗谁给饭吃啊", ["m02"], [], None),
            ("para", "2026-06-03 22:45", "下周要陪老板去杭州见客户，他说顺便请大家吃顿好的，偏偏我这人荤腥一点不沾，到时候满桌东坡肉叫花鸡我就只能干坐着，要不要提前跟他打个招呼，或者你帮我想想那边哪家馆子我也有得吃", ["m04"], [], None),
            ("para", "2026-06-04 19:10", "去海边顶着大太阳玩一整天那种安排我是不是该躲开，怕又犯那个老毛病，脑袋一跳一跳地疼", ["m05"], [], None),
            ("para", "2026-06-05 08:50", "别给我报那种参团一日游，和一大巴不认识的人尬聊我会窒息", ["m03"], [], None),
            ("task", "2026-06-06 20:20", "7月看演唱会那天，帮我把吃饭和住的地方安排一下", ["m06", "m04", "m09"], [], None),
            ("task", "2026-06-07 23:00", "国庆京都自由行，帮我排个五天的行程", ["m10", "m04", "m07", "m02"], [], None),
            ("direct", "2026-06-08 12:15", "我家那只布偶猫叫什么名字来着", ["m02"], [], None),
            ("abst", "2026-06-09 18:30", "上海梅雨季一般几月开始？", [], [], None),
            ("abst", "2026-06-10 21:40", "京都的寺庙一般几点关门？", [], [], None),
            ("expiry", "2026-07-25 15:00", "这周末想找点音乐现场听听，上海这边有什么推荐", ["m03"], [["五月天"]], "m06"),
        ],
    ),
    # ------------------------------------------------------------------ 3
    dict(
        user_id="u_kaka", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-22 23:40", "我叫黄凯，网名卡卡，24岁，在深圳跑外卖", None),
            ("m02", "fact", 0.9, "2025-08-05 01:10", "收入不稳定，每月攒不下多少钱，出去玩人均最好控制在五百以内", None),
            ("m03", "preference", 0.6, "2025-10-28 03:30", "铁杆皇马球迷，半夜也会爬起来看欧冠", None),
            ("m04", "fact", 1.0, "2025-09-16 22:05", "用户腰椎间盘突出，久坐超过两小时腰就受不了", None),
            ("m05", "fact", 0.7, "2025-07-09 15:20", "没有驾照，平时只会骑电动车", None),
            ("m06", "fact", 0.5, "2025-12-27 21:50", "老家在江西赣州，春节回家一般靠抢高铁票", None),
            ("m07", "fact", 0.8, "2026-04-02 22:30", "国庆要回赣州给奶奶过八十大寿", "2026-10-07 23:59"),
            ("m08", "preference", 0.4, "2026-01-20 14:00", "不爱喝酒，喜欢喝椰子水和手打柠檬茶", None),
            ("m09", "fact", 0.8, "2025-11-11 23:55", "跑单时间不固定，一般只有周二周三能休息", None),
            ("m10", "preference", 0.3, "2026-02-08 02:15", "爱打王者荣耀，巅峰赛打到过两千分", None),
            ("m11", "fact", 0.9, "2026-03-14 20:45", "对猫毛过敏，靠近猫就打喷嚏、流眼泪", None),
            ("m12", "fact", 0.7, "2026-05-06 23:05", "和发小约好8月去香港看一场足球友谊赛", "2026-08-31 23:59"),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + [
            "work_routine", "coworkers", "commute",   # a rider has no desk, office or commute
            "money_bills",                            # budget probes
            "pets",                                   # cat-hair allergy: no "my cat" lines
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "腰", "坐", "颈",                          # lumbar probe
            "猫", "毛",
            "球", "欧冠", "皇马",
            "酒", "小酌",                              # does not drink
            "驾", "电动车", "骑", "租车",
            "周二", "周三", "休息", "不加班",
            "西安", "海南", "香港", "赣州", "惠州", "深圳", "小吃", "奶奶",
            "王者", "两千块",
        ],
        probes=[
            ("para", "2026-06-02 23:50", "坐一晚上硬座去西安，我这老腰顶得住不", ["m04"], [], None),
            ("para", "2026-06-03 14:30", "去海南环岛，租辆车自己开是不是最方便", ["m05"], [], None),
            ("para", "2026-06-04 22:20", "周末打算去东莞找我朋友，他说家里地方大让我直接住过去省酒店钱，就是他养了两只英短，天天在床上打滚，我去住两晚会不会遭罪", ["m11"], [], None),
            ("para", "2026-06-05 01:40", "哪几天出发人最少？我每礼拜就中间那两天空着", ["m09"], [], None),
            ("para", "2026-06-06 03:10", "伯纳乌的球票好不好买？想去朝个圣", ["m03"], [], None),
            ("task", "2026-06-07 22:40", "8月去香港看球那趟，帮我规划下交通和住宿", ["m12", "m02", "m04"], [], None),
            ("task", "2026-06-08 15:15", "周二想去惠州双月湾玩一天，帮我排一下", ["m02", "m05", "m04"], [], None),
            ("task", "2026-06-09 23:30", "国庆回赣州，帮我看看怎么走最划算", ["m07", "m02", "m04"], [], None),
            ("direct", "2026-06-10 02:00", "我是哪个球队的球迷，你还记得吗", ["m03"], [], None),
            ("abst", "2026-06-11 16:25", "赣州有什么特色小吃？", [], [], None),
        ],
    ),
    # ------------------------------------------------------------------ 4
    dict(
        user_id="u_tangtang", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-28 20:30", "我叫唐诗，大家都叫我糖糖，20岁，在南京读大二，学日语", None),
            ("m02", "preference", 0.7, "2025-08-11 23:15", "二次元，资深coser，最爱《原神》和《间谍过家家》", None),
            ("m03", "fact", 0.9, "2025-09-24 09:40", "乳糖不耐受，一喝牛奶就拉肚子", None),
            ("m04", "fact", 0.8, "2025-10-15 21:05", "每个月生活费两千，旅行的钱要靠做兼职攒", None),
            ("m05", "fact", 0.8, "2026-04-18 22:25", "7月底要去上海参加BilibiliWorld漫展，已经约好了出片的摄影", "2026-07-31 23:59"),
            ("m06", "preference", 0.8, "2025-07-19 15:50", "超级怕热，夏天在户外待半小时以上就会中暑头晕", None),
            ("m07", "fact", 0.5, "2025-12-03 19:30", "有轻度近视加散光，出cos要戴美瞳，眼睛容易干", None),
            ("m08", "fact", 0.6, "2026-02-22 16:10", "和同好搭子小鹿一起出行，费用两人AA", None),
            ("m09", "preference", 0.6, "2026-01-10 23:45", "喜欢去动漫圣地巡礼，比如镰仓高校前站", None),
            ("m10", "fact", 0.5, "2026-03-27 20:05", "2027年春季学期要去大阪交换，正在准备N2考试", None),
            ("m11", "preference", 0.9, "2025-11-19 10:20", "用户晕车很严重，坐大巴必须靠窗坐前排", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + STUDENT_TOPICS + [
            "tv_shows",   # anime / drama lines compete with the ACG facts
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "奶", "芝士", "拿铁", "蛋糕", "提拉米苏",  # lactose intolerance
            "热", "暑", "晒", "伏", "太阳",             # heat probe
            "晕", "车", "大巴", "公交", "地铁",         # motion sickness probe
            "动漫", "动画", "漫画", "日剧", "日语", "日式", "游戏",
            "兼职", "钱", "块",
            "排队", "南京", "夫子庙", "杭州", "上海", "镰仓", "日本",
            "近视", "眼",
        ],
        probes=[
            ("para", "2026-06-02 08:45", "早餐那种拿铁配芝士蛋糕的套餐，我要是点了会怎样", ["m03"], [], None),
            ("para", "2026-06-03 21:20", "去九寨要走三小时盘山公路，一路弯弯绕绕，我得提前备点啥", ["m11"], [], None),
            ("para", "2026-06-04 13:05", "三伏天露天排队，我这体质会不会直接躺", ["m06"], [], None),
            ("para", "2026-06-05 22:35", "江之电那一站，就是灌篮高手片头那个路口，怎么过去", ["m09"], [], None),
            ("para", "2026-06-06 17:50", "手头紧，这趟能不能压到五百块以内，钱都是发传单挣来的", ["m04"], [], None),
            ("task", "2026-06-07 20:10", "BW那几天，帮我规划下在上海的吃住行", ["m05", "m03", "m06", "m08"], [], None),
            ("task", "2026-06-08 23:25", "暑假想和小鹿去镰仓圣地巡礼，帮我做个五天攻略", ["m09", "m08", "m04"], [], None),
            ("task", "2026-06-09 19:40", "国庆想和小鹿去杭州拍一组cos外景，帮我规划两天", ["m08", "m04", "m11"], [], None),
            ("direct", "2026-06-10 10:00", "我跟你说过我喝牛奶会怎样来着？", ["m03"], [], None),
            ("abst", "2026-06-11 20:55", "南京夫子庙晚上人多吗？", [], [], None),
        ],
    ),
    # ------------------------------------------------------------------ 5
    dict(
        user_id="u_haoran", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-14 22:00", "我叫周浩然，28岁，在杭州做后端开发", None),
            ("m02", "preference", 0.6, "2025-07-27 07:30", "爱跑马拉松，全马PB是三小时四十分", None),
            ("m03", "fact", 1.0, "2025-11-09 21:15", "去年跑崩过一次，右膝半月板损伤，医生说不能再爬长台阶，也别负重下坡", None),
            ("m04", "fact", 0.9, "2026-04-08 23:40", "2026年7月请了年假，要和女朋友去新疆自驾独库公路", "2026-07-31 23:59"),
            ("m05", "fact", 0.8, "2025-09-02 20:25", "女朋友小雅不吃辣，胃也不好", None),
            ("m06", "preference", 0.5, "2025-10-12 18:40", "e人一个，旅行喜欢住能认识人的民宿，爱跟老板聊天", None),
            ("m07", "fact", 0.3, "2026-01-25 22:55", "有一台Switch，出差必带，最近在玩塞尔达", None),
            ("m08", "preference", 0.7, "2025-12-14 23:10", "工作忙请假难，更倾向周五晚出发、周日晚回来的短途", None),
            ("m09", "fact", 0.8, "2026-02-27 12:35", "体检血压偏高，医生让少盐", None),
            ("m10", "fact", 0.5, "2025-08-23 16:00", "驾龄五年，自己有一辆特斯拉Model 3", None),
            ("m11", "preference", 0.6, "2026-03-21 19:20", "预算不是问题，但讨厌被宰，景区门口的餐厅一律不去", None),
            ("m12", "fact", 0.9, "2026-05-12 22:45", "前年去九寨沟，在黄龙就缺氧头痛过一回", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + [
            "gym_fitness",      # leg-training lines compete with the knee fact
            "health_checkup",   # check-up / blood-pressure lines compete with m09
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + [
            "膝", "腿", "台阶", "爬", "跑", "马拉松", "下坡", "楼梯",
            "辣", "胃", "肚",
            "盐", "咸", "血压", "体检",
            "充电", "电车", "续航", "特斯拉",
            "民宿", "请假", "年假", "短途",
            "新疆", "成都", "黄山", "纳木错", "北京", "时差",
            "喘", "缺氧", "高原", "头痛", "头疼",
        ],
        probes=[
            ("para", "2026-06-02 22:10", "黄山那种上万级的石梯一路往下走，我这条伤腿吃得消吗", ["m03"], [], None),
            ("para", "2026-06-03 23:05", "纳木错海拔四千七，我这种体质去了会不会又喘不上气", ["m12"], [], None),
            ("para", "2026-06-04 20:40", "带对象去成都，她一口红油都碰不了，肚子还娇气，吃饭怎么安排", ["m05"], [], None),
            ("para", "2026-06-05 21:25", "听说西北那边口味重，羊肉串大盘鸡抓饭一顿下来咸得要命，我上回公司组织的年度那个报告里有一项数字红了，去了要怎么吃才稳", ["m09"], [], None),
            ("para", "2026-06-06 11:30", "沿路超充桩好不好找？怕电跑完了趴窝", ["m10"], [], None),
            ("task", "2026-06-07 22:00", "独库公路那趟，帮我规划一下每天的路线和住宿", ["m04", "m12", "m05", "m06"], [], None),
            ("task", "2026-06-08 18:50", "这周末想去周边短途放松一下，帮我推荐个地方", ["m08", "m03", "m11"], [], None),
            ("direct", "2026-06-09 07:45", "我全马最好成绩是多少来着？", ["m02"], [], None),
            ("abst", "2026-06-10 23:15", "新疆和北京有时差吗？", [], [], None),
            ("expiry", "2026-08-15 21:00", "八月底想再请几天假出去转转，有啥推荐", ["m08", "m03"], [["独库"]], "m04"),
        ],
    ),
    # ------------------------------------------------------------------ 6
    dict(
        user_id="u_xiyue", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-25 23:00", "我叫许希悦，23岁，研一在读，在北京一家咨询公司实习", None),
            ("m02", "fact", 0.9, "2026-04-15 22:30", "6月20日到27日和闺蜜去泰国清迈玩一周", "2026-06-27 23:59"),
            ("m03", "fact", 0.9, "2025-08-14 20:10", "用户恐高，玻璃栈道、缆车都不敢上", None),
            ("m04", "preference", 0.5, "2025-09-29 13:20", "小红书重度用户，喜欢去出片的网红咖啡店打卡", None),
            ("m05", "fact", 1.0, "2025-07-03 21:45", "对酒精过敏，喝一点脸就红、起疹子", None),
            ("m06", "fact", 0.7, "2025-10-30 23:50", "实习每天996，只有周末能出去", None),
            ("m07", "preference", 0.6, "2026-01-18 22:05", "出国也必须保证有网，要每天在线跟导师开组会", None),
            ("m08", "fact", 0.9, "2025-12-05 09:30", "有焦虑症在吃药，医生叮嘱作息要规律", None),
            ("m09", "preference", 0.4, "2026-02-20 19:15", "喜欢泰式按摩和SPA，旅行一定要安排一次", None),
            ("m10", "fact", 0.3, "2025-11-22 17:40", "本科在成都读的，那边朋友很多", None),
            ("m11", "preference", 0.6, "2026-03-10 21:35", "酒店每晚五百以内，要干净，最好有浴缸", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + [
            "sleep",            # sleep-schedule lines compete with the anxiety/routine fact
            "work_routine",     # overtime lines compete with the 996 fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + [
            "酒", "小酌", "精酿",                       # alcohol allergy
            "高", "缆车", "电梯", "楼",                 # fear of heights
            "焦虑", "失眠", "熬夜", "通宵", "作息", "药", "睡",
            "加班", "半夜", "周末", "周六", "周日", "凌晨",
            "按摩", "泰", "清迈", "成都", "张家界", "北京", "地铁",
            "闺蜜", "出国", "酒店",
        ],
        probes=[
            ("para", "2026-06-02 22:20", "张家界那个悬在崖壁上、脚下透明的步道，光看照片腿就软了，我真能走吗", ["m03"], [], None),
            ("para", "2026-06-03 23:40", "团建晚上要去精酿吧，我这体质碰一口会不会出事", ["m05"], [], None),
            ("para", "2026-06-04 21:05", "红眼航班、通宵蹦迪这种安排，对我来说合适吗", ["m08"], [], None),
            ("para", "2026-06-05 00:30", "我平时哪有空啊，工作日天天干到半夜，老板还老在群里@人，想喘口气只有礼拜六礼拜天，帮我排个两天来回的", ["m06"], [], None),
            ("task", "2026-06-06 22:15", "清迈那一周帮我排个行程", ["m02", "m03", "m05", "m09"], [], None),
            ("task", "2026-06-07 20:45", "周末想从北京出发找个地方放松一下，给我个方案", ["m06", "m11", "m08"], [], None),
            ("direct", "2026-06-08 12:50", "我跟你说过我恐高的事吧？", ["m03"], [], None),
            ("abst", "2026-06-09 19:30", "清迈的双条车怎么坐？", [], [], None),
            ("abst", "2026-06-10 22:40", "成都太古里附近的地铁站是哪个？", [], [], None),
            ("expiry", "2026-07-05 21:10", "下个月想再和闺蜜出国玩一次，东南亚哪里好", ["m05", "m03", "m11"], [["清迈"]], "m02"),
        ],
    ),
    # ------------------------------------------------------------------ 7
    dict(
        user_id="u_dongdong", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-08 15:30", "我叫王东，大家叫我东东，30岁，自由职业，接婚礼跟拍和商拍", None),
            ("m02", "fact", 1.0, "2025-07-16 21:00", "养了一只柯基叫土豆，是我的毛孩子，出门基本都带着它", None),
            ("m03", "preference", 0.6, "2025-09-07 23:20", "拍vlog发小红书和抖音，旅行要找出片的机位", None),
            ("m04", "fact", 1.0, "2025-08-30 10:45", "有哮喘，随身带沙丁胺醇喷雾，怕冷空气和花粉", None),
            ("m05", "fact", 0.6, "2025-11-26 14:10", "收入看接单，淡季很穷，旺季忙到没空", None),
            ("m06", "fact", 0.8, "2026-01-07 22:35", "五一到十一是婚礼旺季，周末基本都有单", None),
            ("m07", "preference", 0.7, "2025-10-18 20:05", "喜欢自驾露营，讨厌人挤人的景区", None),
            ("m08", "fact", 0.5, "2026-02-16 18:25", "开一辆二手五菱宏光改的小露营车", None),
            ("m09", "fact", 0.5, "2026-03-04 21:50", "女朋友阿宁是插画师，经常一起出行", None),
            ("m10", "fact", 0.8, "2026-05-02 23:30", "11月打算去云南雨崩徒步拍雪山", None),
            ("m11", "preference", 0.4, "2025-12-11 12:55", "饮食没什么忌口，就是不吃香菜", None),
            ("m12", "fact", 0.4, "2026-04-09 16:40", "器材一大包：索尼A7M4加一台无人机，过安检很麻烦", None),
        ],
        plan_end={"m10": "2026-11-30 23:59"},
        exclude_topics=BASE_TOPICS + [
            "commute",          # no office commute
            "pets",             # the corgi probes
            "work_routine", "coworkers",   # freelancer: no office
            "weather",          # cold snaps / catkins compete with the asthma fact
            "plants",           # flowers compete with the pollen fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "狗", "柯基", "宠物", "猫",
            "花", "柳絮", "冷", "降温", "咳", "喘", "肺", "感冒",
            "香菜", "婚礼", "周末", "周六", "周日",
            "露营", "海边", "云南", "雪", "杭州", "婺源",
            "相机", "镜头", "无人机", "飞机", "安检", "照片", "拍",
        ],
        probes=[
            ("para", "2026-06-02 20:30", "想订个海边民宿，得能让我家那个短腿小胖墩一起住的", ["m02"], [], None),
            ("para", "2026-06-03 22:10", "朋友一直撺掇我开春去婺源，说漫山遍野的油菜花特别出片，我也心动，就担心到了那儿一呼吸胸口就发紧、呼哧呼哧像拉风箱，你觉得我能去吗", ["m04"], [], None),
            ("para", "2026-06-04 13:15", "云南菜里老放芫荽，能不能提前跟店家打招呼", ["m11"], [], None),
            ("para", "2026-06-05 23:00", "想约朋友六月去走青甘大环线，可我那会儿周六周日是不是都得给新人跟拍", ["m06"], [], None),
            ("task", "2026-06-06 21:40", "十一月去雨崩徒步拍片，帮我规划一下", ["m10", "m04", "m02"], [], None),
            ("task", "2026-06-07 19:05", "冬天想开车带阿宁和土豆去海边露营几天，帮我规划", ["m07", "m08", "m02", "m04"], [], None),
            ("task", "2026-06-08 22:50", "下个月有个杭州的商拍单，想顺便在那边多玩两天，帮我安排", ["m06", "m02", "m12"], [], None),
            ("direct", "2026-06-09 11:20", "我开的那辆车是什么车，你还记得不？", ["m08"], [], None),
            ("abst", "2026-06-10 17:35", "云南冬天会下雪吗？", [], [], None),
            ("abst", "2026-06-11 21:15", "柯基这个品种最早是哪个国家的？", [], [], None),
        ],
    ),
    # ------------------------------------------------------------------ 8
    dict(
        user_id="u_zihan", tenant_id="default",
        core=[
            ("m01", "fact", 0.5, "2025-06-16 21:20", "我叫李子涵，19岁，在郑州读大一", None),
            ("m02", "preference", 0.7, "2025-08-08 23:50", "时代少年团的粉丝，本命是马嘉祺", None),
            ("m03", "fact", 0.9, "2026-04-21 20:00", "抢到了8月8日TNT长沙演唱会的看台票", "2026-08-08 23:59"),
            ("m04", "fact", 0.9, "2025-09-19 22:30", "一个月生活费一千五，追星的开销全靠省吃俭用", None),
            ("m05", "fact", 1.0, "2025-10-25 08:10", "用户有低血糖，早上不吃东西就头晕手抖", None),
            ("m06", "preference", 0.4, "2026-01-29 16:45", "爱拍照，想找背景好看的应援打卡点", None),
            ("m07", "fact", 0.7, "2026-03-16 21:05", "第一次一个人出远门，爸妈不放心，要求每天报平安", None),
            ("m08", "preference", 0.5, "2025-12-22 23:15", "平时重度社恐，但追星时会变成e人，愿意和同担拼房", None),
            ("m09", "fact", 0.8, "2025-11-07 12:20", "不能吃辣，吃一点辣胃就疼", None),
            ("m10", "fact", 0.6, "2026-05-09 22:40", "暑假在奶茶店打工，7月只能请两天假", None),
            ("m11", "fact", 0.3, "2026-02-03 19:55", "从没出过国，也没办过护照", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + STUDENT_TOPICS + [
            "parents",          # parent lines compete with the "报平安" fact
            "diet_weight",      # hunger / dieting lines compete with the hypoglycaemia fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "低血糖", "头晕", "早饭", "早餐", "饿", "排队",
            "辣", "胃", "虾", "臭豆腐",
            "长沙", "西安", "郑州", "演唱会", "追星", "偶像", "粉丝", "歌",
            "爸", "妈", "奶茶",
            "住", "房", "钱", "省", "块",
            "拍照", "烟花", "橘子", "合住",
        ],
        probes=[
            ("para", "2026-06-02 22:00", "看演唱会要排好几个钟头的队，我怕又一阵发虚冒冷汗、眼前发黑", ["m05"], [], None),
            ("para", "2026-06-03 20:35", "长沙的口味虾、臭豆腐那些，我这肠胃碰得了吗", ["m09"], [], None),
            ("para", "2026-06-04 23:30", "TNT队长最近有没有什么公开行程，我想去蹲一蹲", ["m02"], [], None),
            ("para", "2026-06-05 21:45", "一个月就那点钱，还要攒票钱，住的地方能怎么省", ["m04"], [], None),
            ("para", "2026-06-06 22:55", "能不能在超话里找个一起追的姐妹合住，分摊房费", ["m08"], [], None),
            ("task", "2026-06-07 21:10", "8月长沙看演唱会，帮我做一份两天的攻略", ["m03", "m04", "m09", "m05"], [], None),
            ("task", "2026-06-08 20:25", "暑假想一个人去一趟西安，帮我排个行程", ["m07", "m04", "m10", "m09"], [], None),
            ("task", "2026-06-09 23:05", "帮我订长沙演唱会那两晚的住宿", ["m03", "m08", "m04"], [], None),
            ("direct", "2026-06-10 18:40", "我本命是谁，你还记得吗？", ["m02"], [], None),
            ("abst", "2026-06-11 20:15", "长沙橘子洲的烟花一般什么时候放？", [], [], None),
        ],
    ),
    # ------------------------------------------------------------------ 9
    dict(
        user_id="u_dawei", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-30 21:40", "我叫杨大伟，31岁，在广州当健身私教", None),
            ("m02", "preference", 0.8, "2025-08-17 06:30", "正在增肌期，每天要吃够180克蛋白质，三餐基本是鸡胸、牛肉和鸡蛋", None),
            ("m03", "fact", 1.0, "2025-10-06 20:50", "麸质不耐受，吃面食会胀气、拉肚子", None),
            ("m04", "preference", 0.4, "2025-07-12 10:15", "湖人铁粉，詹姆斯的球衣收藏了七件", None),
            ("m05", "fact", 0.9, "2026-03-01 21:25", "和老婆小林结婚两年，她现在怀孕五个月了", None),
            ("m06", "fact", 0.8, "2026-04-24 22:05", "国庆打算带老婆去三亚来一趟babymoon", None),
            ("m07", "preference", 0.7, "2025-09-21 19:35", "出门必须住带健身房的酒店，一天不练就浑身难受", None),
            ("m08", "fact", 0.5, "2025-11-30 21:55", "作息很固定，晚上十点睡、早上五点半起", None),
            ("m09", "fact", 0.5, "2026-01-04 13:45", "自己开了个小工作室，每周一闭店休息", None),
            ("m10", "preference", 0.4, "2025-12-19 22:20", "e人，喜欢热闹，夜市、酒吧街都爱逛", None),
            ("m11", "fact", 0.9, "2026-05-15 20:40", "老婆孕期不能走太久，容易腿肿", None),
        ],
        plan_end={"m06": "2026-10-07 23:59"},
        exclude_topics=BASE_TOPICS + [
            "commute",          # no office commute
            "gym_fitness",      # a trainer's gym life is in his core facts; member lines clash
            "diet_weight",      # dieting lines clash with the bulking diet
            "work_routine", "coworkers",   # self-employed: no office
            "sleep",            # sleep lines clash with the fixed routine
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "面", "饺子", "馒头", "饼", "包子", "蛋糕", "馄饨", "披萨", "麦",  # gluten
            "孕", "腿", "走", "脚", "肿", "步",
            "球", "篮球", "健身", "私教", "蛋白", "鸡胸", "增肌", "练",
            "三亚", "广州", "上海", "早茶", "酒店", "台风", "周一",
            "肚", "胀",
        ],
        probes=[
            ("para", "2026-06-02 21:05", "去北方玩，顿顿馒头烙饼饺子，我这肠道怕是扛不住", ["m03"], [], None),
            ("para", "2026-06-03 06:50", "出去玩一周，我那套练块儿的饮食计划咋维持", ["m02"], [], None),
            ("para", "2026-06-04 22:30", "她现在走二十分钟脚踝就胖一圈，景点之间得怎么排", ["m11"], [], None),
            ("para", "2026-06-05 12:10", "洛杉矶那个紫金军团的主场，球票怎么买", ["m04"], [], None),
            ("task", "2026-06-06 21:30", "国庆三亚那趟，帮我安排下吃住", ["m06", "m11", "m03", "m07"], [], None),
            ("task", "2026-06-07 20:55", "下周一休息，想带老婆在广州周边玩一天", ["m05", "m11", "m03"], [], None),
            ("task", "2026-06-08 19:45", "下个月去上海参加健身博览会，住两晚，帮我找找酒店和吃饭的地方", ["m07", "m03", "m02"], [], None),
            ("direct", "2026-06-09 21:20", "我老婆怀孕几个月了来着？", ["m05"], [], None),
            ("abst", "2026-06-10 18:15", "三亚九月还算台风季吗？", [], [], None),
            ("abst", "2026-06-11 07:40", "广州的早茶一般几点开门？", [], [], None),
        ],
    ),
    # ------------------------------------------------------------------ 10
    dict(
        user_id="u_qiqi", tenant_id="default",
        core=[
            ("m01", "fact", 0.6, "2025-06-12 09:30", "我叫赵琪，25岁，在西安一家三甲医院当护士", None),
            ("m02", "fact", 0.8, "2025-09-09 08:15", "三班倒，排班表每月25号才出，很难提前订票", None),
            ("m03", "fact", 0.9, "2025-07-24 22:40", "用户晕车也晕船，坐船必吐", None),
            ("m04", "fact", 1.0, "2025-08-02 13:25", "对青霉素过敏", None),
            ("m05", "preference", 0.5, "2025-10-19 20:30", "喜欢泡温泉、做SPA放松", None),
            ("m06", "preference", 0.4, "2025-11-28 16:05", "喜欢博物馆和历史古迹，兵马俑已经看了三遍", None),
            ("m07", "fact", 0.6, "2025-12-17 23:10", "男朋友在重庆读博，两人异地恋", None),
            ("m08", "fact", 0.9, "2026-04-29 08:40", "7月中旬请了五天年假，去重庆陪男朋友过生日", "2026-07-20 23:59"),
            ("m09", "preference", 0.6, "2026-01-23 09:05", "夜班下来需要补觉，出行第一天别安排早起", None),
            ("m10", "fact", 0.7, "2026-03-11 21:15", "12月打算去北海道看雪，已经攒了两万块", None),
            ("m11", "preference", 0.3, "2026-02-25 19:50", "不爱吃甜食，尤其讨厌奶油", None),
            ("m12", "fact", 0.4, "2026-05-18 22:20", "办日本签证要在职证明，医院开证明得走两周流程", None),
        ],
        plan_end={"m10": "2026-12-31 23:59"},
        exclude_topics=BASE_TOPICS + [
            "work_routine", "coworkers",   # a ward nurse has no desk job
            "sleep",            # sleep lines compete with the night-shift fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + OFFICE + [
            "药", "消炎", "过敏", "医院", "医生",
            "晕", "船", "快艇", "岛",
            "夜班", "睡", "熬夜",
            "泡", "温泉", "按摩", "SPA", "累",
            "甜", "奶油", "蛋糕",
            "重庆", "生日", "北海道", "签证", "雪", "日本", "厦门",
            "西安", "城墙", "骑", "排班", "月底", "机票",
        ],
        probes=[
            ("para", "2026-06-02 08:30", "出门想备点消炎药，阿莫西林那一类的我能吃不", ["m04"], [], None),
            ("para", "2026-06-03 20:10", "去涠洲岛要坐一个多小时快艇，浪还挺大，我这体质行不行", ["m03"], [], None),
            ("para", "2026-06-04 23:45", "闺蜜约我下下个月去厦门，问我现在能不能先把往返交通和酒店定了，可我们科那张表总得拖到月底公布，你说我这会儿下手是不是太早了", ["m02"], [], None),
            ("para", "2026-06-05 07:55", "刚下大夜就坐车走，到了先让我睡够再说", ["m09"], [], None),
            ("para", "2026-06-06 21:30", "这趟能不能找个能泡汤的地方，下班累得骨头都散了", ["m05"], [], None),
            ("task", "2026-06-07 22:05", "7月去重庆那几天，帮我规划一下", ["m08", "m07", "m03"], [], None),
            ("task", "2026-06-08 09:20", "12月北海道看雪，帮我排个行程，顺便说下签证要提前多久办", ["m10", "m12", "m02"], [], None),
            ("direct", "2026-06-09 19:00", "我是不是跟你说过我对青霉素过敏？", ["m04"], [], None),
            ("abst", "2026-06-10 16:45", "西安城墙骑行一圈要多久？", [], [], None),
            ("expiry", "2026-07-28 20:20", "最近想找个地方泡泡温泉放松一下，给我点建议", ["m05", "m02"], [["过生日"]], "m08"),
        ],
    ),
    # ------------------------------------------------------------------ 11 (twin A)
    dict(
        user_id="u_xiaoyu", tenant_id="default",
        core=[
            ("m01", "fact", 0.7, "2025-06-20 22:10", "我叫林晓雨，21岁，在成都读大三", None),
            ("m02", "fact", 1.0, "2025-08-09 15:40", "芒果过敏，沾一点芒果汁嘴巴就肿", None),
            ("m03", "preference", 0.5, "2025-09-26 21:25", "典型e人，爱找旅游搭子一起玩，喜欢认识新朋友", None),
            ("m04", "fact", 0.9, "2026-04-11 23:05", "7月要去西宁，骑行青海湖环湖", "2026-07-31 23:59"),
            ("m05", "fact", 0.8, "2025-10-31 20:15", "生活费每月两千，出门旅行都住青旅", None),
            ("m06", "preference", 0.4, "2025-12-02 23:35", "爱玩光遇，喜欢拍风景和星空", None),
            ("m07", "fact", 0.8, "2026-01-14 10:30", "有轻微的缺铁性贫血，容易乏力", None),
            ("m08", "fact", 0.3, "2026-02-18 20:50", "在学校剧本杀社团当社长", None),
            ("m09", "preference", 0.5, "2025-11-16 19:00", "重口味，无辣不欢", None),
            ("m10", "fact", 0.6, "2026-03-23 17:20", "会骑车，但从没一次骑过50公里以上", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + STUDENT_TOPICS + [
            "gaming",           # game lines compete with the 光遇 abstention probe
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + NOJOB + [
            "陌生人",                                   # she is an e人
            "芒果", "甜品", "花生", "青岛", "沈雨桐",
            "贫血", "乏力", "累", "头晕",
            "骑", "单车", "自行车", "公里",
            "青旅", "住宿", "钱", "块",
            "青海", "西宁", "成都", "油菜花", "游戏", "剧本杀",
        ],
        probes=[
            ("para", "2026-06-02 15:20", "甜品店的杨枝甘露我能点吗？", ["m02"], [], None),
            ("para", "2026-06-03 22:40", "高原上骑车，我这动不动就没力气、脸发白的老毛病要不要紧", ["m07"], [], None),
            ("para", "2026-06-04 20:05", "住宿就找那种上下铺、几十块一晚的就行，帮我看看", ["m05"], [], None),
            ("para", "2026-06-05 23:30", "一天踩一百多里地，我平时也就校园里扫个共享单车代步，撑得住吗", ["m10"], [], None),
            ("task", "2026-06-06 21:15", "7月青海湖环湖，帮我规划下", ["m04", "m07", "m10", "m05"], [], None),
            ("task", "2026-06-07 19:35", "下周末想在成都周边找个地方玩两天", ["m05", "m03"], [], None),
            ("direct", "2026-06-08 12:25", "我叫什么名字你还记得吗？", ["m01"], [], None),
            ("abst", "2026-06-09 18:05", "青海湖七月份油菜花开了吗？", [], [], None),
            ("abst", "2026-06-10 23:50", "光遇这个游戏的季节多久换一次？", [], [], None),
            ("expiry", "2026-08-10 20:30", "开学前还想出去玩一趟，预算不多，帮我想想去哪", ["m05"], [["环湖"]], "m04"),
        ],
        twin_forbid=[["沈雨桐"], ["青岛"], ["花生"]],
    ),
    # ------------------------------------------------------------------ 12 (twin B)
    dict(
        user_id="u_xiaoyu", tenant_id="t_campus",
        core=[
            ("m01", "fact", 0.7, "2025-06-26 20:40", "我叫沈雨桐，24岁，在青岛做外贸跟单", None),
            ("m02", "fact", 1.0, "2025-07-31 12:50", "花生过敏，严重时喉咙发紧，随身带肾上腺素笔", None),
            ("m03", "preference", 0.6, "2025-09-14 22:30", "i人，出门更喜欢安静的小众地方", None),
            ("m04", "fact", 0.8, "2025-10-09 21:10", "养了一只叫可乐的橘猫", None),
            ("m05", "fact", 0.8, "2026-04-04 23:20", "9月要去首尔看SEVENTEEN演唱会", "2026-09-30 23:59"),
            ("m06", "preference", 0.3, "2025-12-28 08:45", "每天一杯冰美式，离不开咖啡", None),
            ("m07", "fact", 0.5, "2026-01-31 07:30", "工作常要跟海外客户开早会，出门得带电脑", None),
            ("m08", "fact", 0.7, "2025-11-13 19:25", "膝盖有滑膜炎，阴雨天会疼", None),
            ("m09", "preference", 0.5, "2026-02-26 21:55", "预算宽松，住宿偏爱有设计感的精品酒店", None),
            ("m10", "fact", 0.4, "2026-03-29 16:15", "有驾照，喜欢自驾沿海公路", None),
        ],
        plan_end={},
        exclude_topics=BASE_TOPICS + [
            "pets",             # the ginger-cat probe
            "weather",          # rain lines compete with the knee fact
        ],
        exclude_words=KIDS + SPOUSE + OWNER + YOUNG + JOBID + [
            "芒果", "林晓雨", "成都",
            "花生", "坚果", "沙爹",
            "猫", "橘", "膝", "关节", "雨", "腿", "深蹲",
            "咖啡", "首尔", "韩", "演唱会", "支付宝",
            "网", "路由器", "视频", "电脑", "开会",
            "自驾", "威海", "酒店", "游客", "人多", "排队", "网红",
        ],
        probes=[
            ("para", "2026-06-02 12:30", "沙爹串和宫保鸡丁，我是不是得躲着点", ["m02"], [], None),
            ("para", "2026-06-03 21:50", "出差一周，家里那只胖橘谁来铲屎？", ["m04"], [], None),
            ("para", "2026-06-04 19:40", "梅雨季去江南，我这关节一到下雨就闹脾气", ["m08"], [], None),
            ("para", "2026-06-05 22:15", "度假村的网稳不稳？早上八点要和国外买家视频", ["m07"], [], None),
            ("para", "2026-06-06 20:25", "每次放假出去都被人潮挤得怀疑人生，这回就想找几个游客稀少、不用排队的角落发发呆，别推那些网红景点了", ["m03"], [], None),
            ("task", "2026-06-07 21:35", "9月去首尔看演唱会，帮我安排三天行程", ["m05", "m02", "m04", "m07"], [], None),
            ("task", "2026-06-08 18:20", "周末想沿海自驾去威海两天，帮我规划", ["m10", "m09", "m03"], [], None),
            ("direct", "2026-06-09 20:10", "我对什么东西过敏来着？", ["m02"], [], None),
            ("abst", "2026-06-10 13:35", "首尔地铁能用支付宝吗？", [], [], None),
            ("abst", "2026-06-11 22:05", "橘猫为什么特别容易胖？", [], [], None),
        ],
        twin_forbid=[["林晓雨"], ["成都"], ["芒果"]],
    ),
]

KINDS = ("para", "task", "direct", "abst", "expiry")

# Paraphrase-overlap check: meaningful CJK characters shared by query and fact.
FUNCTION_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要"
                     "不也都就还和与把被这那啊呀哦嘛着过地得很又才们他她它啥咋")
MAX_PARA_OVERLAP = 2


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def meaningful_chars(text):
    text = text.replace("用户", "")
    return {c for c in text if "\u4e00" <= c <= "\u9fff" and c not in FUNCTION_CHARS}


def ascii_words(text):
    return {w for w in re.findall(r"[a-z0-9]{2,}", norm(text))}


def para_overlap(query, fact):
    shared = meaningful_chars(query) & meaningful_chars(fact)
    shared_ascii = ascii_words(query) & ascii_words(fact)
    return sorted(shared) + sorted(shared_ascii)


def cjk_bigrams(text):
    text = text.replace("用户", "")
    out = set()
    for a, b in zip(text, text[1:]):
        if "\u4e00" <= a <= "\u9fff" and "\u4e00" <= b <= "\u9fff":
            out.add(a + b)
    return out


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def load_background():
    with open(BACKGROUND, encoding="utf-8") as f:
        data = json.load(f)
    return data["statements"]


def background_for(u, statements):
    forbid_words = set()
    for p in u["probes"]:
        for alt in p[4]:
            forbid_words.update(alt)
    for alt in u.get("twin_forbid", []):
        forbid_words.update(alt)
    words = [norm(w) for w in list(u["exclude_words"]) + sorted(forbid_words)]
    topics = set(u["exclude_topics"])
    pool = [s for s in statements
            if s["topic"] not in topics and not any(w in norm(s["text"]) for w in words)]
    rng = random.Random("%s|%s|%s" % (SEED, u["user_id"], u["tenant_id"]))
    n = rng.randint(100, 180)
    if len(pool) < n:
        raise SystemExit("%s/%s: background pool %d < %d" % (u["user_id"], u["tenant_id"], len(pool), n))
    picked = rng.sample(pool, n)
    types = [c[1] for c in u["core"]]
    imps = [c[2] for c in u["core"]]
    span = int((REF - WINDOW_START).total_seconds())
    out = []
    for i, s in enumerate(picked, 1):
        created = WINDOW_START + timedelta(seconds=rng.randrange(span))
        out.append({"id": "b%03d" % i, "content": s["text"], "type": rng.choice(types),
                    "importance": rng.choice(imps), "created_at": iso(created)})
    return out


def build():
    statements = load_background()
    users = []
    pn = 0
    for u in USERS:
        mems = []
        for mid, typ, imp, created, content, valid in u["core"]:
            m = {"id": mid, "content": content, "type": typ, "importance": imp,
                 "created_at": iso(dt(created))}
            if valid:
                m["valid_until"] = iso(dt(valid))
            mems.append(m)
        mems.extend(background_for(u, statements))
        probes = []
        for kind, at, query, relevant, forbid, _plan in u["probes"]:
            pn += 1
            fb = [list(a) for a in forbid] + [list(a) for a in u.get("twin_forbid", [])]
            p = {"id": "p%d-%s" % (pn, kind), "at": iso(dt(at)), "query": query,
                 "relevant": list(relevant)}
            if fb:
                p["forbid"] = fb
            probes.append(p)
        users.append({"user_id": u["user_id"], "tenant_id": u["tenant_id"],
                      "memories": mems, "probes": probes})
    data = {"format": "memory-eval/v1", "name": "set3", "users": users}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
def parse_iso(s):
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        raise ValueError("naive timestamp %r" % s)
    return d


def validate(text):
    errs = []

    def err(msg):
        errs.append(msg)

    data = json.loads(text)
    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if data.get("name") != "set3":
        err("name must be set3")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        return errs + ["users must be a non-empty list"]
    if len(users) != 12:
        err("expected 12 accounts, got %d" % len(users))
    keys = [(u.get("user_id"), u.get("tenant_id", "default")) for u in users]
    if len(set(keys)) != len(keys):
        err("duplicate (user_id, tenant_id)")
    ids = [k[0] for k in keys]
    if len(set(ids)) != 11:
        err("expected 11 distinct user_ids, got %d" % len(set(ids)))
    twins = [i for i in set(ids) if ids.count(i) == 2]
    if len(twins) != 1 or any(ids.count(i) > 2 for i in ids):
        err("expected exactly one user_id in two tenants")
    by_key = {(u["user_id"], u.get("tenant_id", "default")): u for u in users}
    src = {(u["user_id"], u["tenant_id"]): u for u in USERS}

    kind_count = {k: 0 for k in KINDS}
    all_pids = set()
    n_core = n_bg = 0
    for u in users:
        key = (u.get("user_id"), u.get("tenant_id", "default"))
        tag = "%s@%s" % key
        if not isinstance(u.get("user_id"), str) or not u["user_id"]:
            err("%s: bad user_id" % tag)
        mems = u.get("memories", [])
        probes = u.get("probes", [])
        mids = [m.get("id") for m in mems]
        if len(set(mids)) != len(mids):
            err("%s: duplicate memory ids" % tag)
        mem = {m["id"]: m for m in mems}
        core = [m for m in mems if re.fullmatch(r"m\d\d", m["id"])]
        bg = [m for m in mems if re.fullmatch(r"b\d{3}", m["id"])]
        if len(core) + len(bg) != len(mems):
            err("%s: memory ids must be mNN or bNNN" % tag)
        if not 9 <= len(core) <= 13:
            err("%s: %d core memories" % (tag, len(core)))
        if not 100 <= len(bg) <= 180:
            err("%s: %d background memories" % (tag, len(bg)))
        n_core += len(core)
        n_bg += len(bg)
        latest = None
        for m in mems:
            for f in ("id", "content"):
                if not isinstance(m.get(f), str) or not m[f]:
                    err("%s/%s: %s must be a non-empty string" % (tag, m.get("id"), f))
            if m.get("type") not in ("fact", "preference"):
                err("%s/%s: type %r" % (tag, m["id"], m.get("type")))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                err("%s/%s: importance %r" % (tag, m["id"], imp))
            c = parse_iso(m["created_at"])
            if not WINDOW_START <= c < REF:
                err("%s/%s: created_at outside the 12 months before REF" % (tag, m["id"]))
            if "valid_until" in m and parse_iso(m["valid_until"]) <= c:
                err("%s/%s: valid_until before created_at" % (tag, m["id"]))
            latest = c if latest is None or c > latest else latest
        months = {parse_iso(m["created_at"]).strftime("%Y-%m") for m in core}
        if len(months) < 8:
            err("%s: core created_at spread over only %d months" % (tag, len(months)))
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        for m in bg:
            if m["type"] not in core_types or m["importance"] not in core_imps:
                err("%s/%s: background type/importance not drawn from core" % (tag, m["id"]))

        s = src.get(key)
        plan_end = {}
        for m in core:
            if "valid_until" in m:
                plan_end[m["id"]] = parse_iso(m["valid_until"])
        if s:
            for mid, end in s["plan_end"].items():
                plan_end[mid] = dt(end)
        twin_words = [w for alt in (s or {}).get("twin_forbid", []) for w in alt]
        for w in twin_words:
            for m in mems:
                if norm(w) in norm(m["content"]):
                    err("%s/%s: contains the other twin's word %r" % (tag, m["id"], w))

        if not 9 <= len(probes) <= 11:
            err("%s: %d probes" % (tag, len(probes)))
        for i, p in enumerate(probes):
            pid = p.get("id", "")
            mt = re.fullmatch(r"p(\d+)-(%s)" % "|".join(KINDS), pid)
            if not mt:
                err("%s: bad probe id %r" % (tag, pid))
                continue
            kind = mt.group(2)
            kind_count[kind] += 1
            if pid in all_pids:
                err("duplicate probe id %s" % pid)
            all_pids.add(pid)
            if not isinstance(p.get("query"), str) or not p["query"]:
                err("%s: empty query" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err("%s: relevant must be a list" % pid)
                continue
            if len(set(rel)) != len(rel):
                err("%s: duplicate relevant ids" % pid)
            for r in rel:
                if r not in mem:
                    err("%s: relevant id %s does not exist" % (pid, r))
                elif not r.startswith("m"):
                    err("%s: relevant id %s is a background memory" % (pid, r))
            at = parse_iso(p["at"])
            if latest is not None and at <= latest:
                err("%s: asked before some of the user's memories" % pid)
            forbid = p.get("forbid", [])
            for alt in forbid:
                if not isinstance(alt, list) or not alt or not all(isinstance(w, str) and w for w in alt):
                    err("%s: bad forbid entry %r" % (pid, alt))
                    continue
                for w in alt:
                    for r in rel:
                        if r in mem and norm(w) in norm(mem[r]["content"]):
                            err("%s: forbid word %r occurs in relevant %s" % (pid, w, r))
                    for m in bg:
                        if norm(w) in norm(m["content"]):
                            err("%s: forbid word %r occurs in background %s" % (pid, w, m["id"]))
            flat_forbid = {w for alt in forbid for w in alt}
            for w in twin_words:
                if w not in flat_forbid:
                    err("%s: twin probe does not forbid %r" % (pid, w))
            # relevant dated plans must still be valid when asked (except expiry)
            for r in rel:
                if r in plan_end and at > plan_end[r]:
                    err("%s: relevant %s has already expired at %s" % (pid, r, p["at"]))
            q = p["query"]
            if kind == "para":
                if len(rel) != 1:
                    err("%s: para needs exactly one relevant id" % pid)
                else:
                    ov = para_overlap(q, mem[rel[0]]["content"])
                    if len(ov) > MAX_PARA_OVERLAP:
                        err("%s: para shares %d meaningful chars with %s: %s"
                            % (pid, len(ov), rel[0], "".join(ov)))
            elif kind == "direct":
                if len(rel) != 1:
                    err("%s: direct needs exactly one relevant id" % pid)
                elif len(para_overlap(q, mem[rel[0]]["content"])) < 1:
                    err("%s: direct query shares no wording with its fact" % pid)
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    err("%s: task needs 2-4 relevant ids" % pid)
            elif kind == "abst":
                if rel:
                    err("%s: abst must have relevant []" % pid)
                if not any(cjk_bigrams(q) & cjk_bigrams(m["content"]) for m in core):
                    err("%s: abst query shares no topic word with a stored fact" % pid)
            elif kind == "expiry":
                plan_ids = [x[5] for x in (s or {"probes": []})["probes"]
                            if x[0] == "expiry" and x[2] == q]
                if len(plan_ids) != 1 or plan_ids[0] not in plan_end:
                    err("%s: expiry probe has no dated plan" % pid)
                    continue
                plan = plan_ids[0]
                if at <= plan_end[plan]:
                    err("%s: asked before its plan %s ends" % (pid, plan))
                if plan in rel:
                    err("%s: the expired plan is listed as relevant" % pid)
                if not any(norm(w) in norm(mem[plan]["content"])
                           for alt in forbid for w in alt if w not in twin_words):
                    err("%s: no forbid keyword taken from plan %s" % (pid, plan))

    total = sum(kind_count.values())
    share = {k: kind_count[k] / total for k in KINDS} if total else {}
    bounds = {"para": (0.40, 0.50), "task": (0.20, 0.30), "direct": (0.07, 0.13),
              "abst": (0.12, 0.18), "expiry": (0.03, 0.08)}
    for k, (lo, hi) in bounds.items():
        if total and not lo <= share[k] <= hi:
            err("kind %s share %.2f outside [%.2f, %.2f]" % (k, share[k], lo, hi))
    if not 110 <= total <= 130:
        err("expected about 120 probes, got %d" % total)
    stats = {"accounts": len(users), "user_ids": len(set(ids)), "core": n_core,
             "background": n_bg, "probes": total, "kinds": kind_count}
    return errs, stats


def main():
    text = build()
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            on_disk = f.read()
        errs, stats = validate(on_disk)
        if on_disk != text:
            errs.append("rebuild is not byte-identical to %s" % OUT)
        for e in errs:
            print("ERROR:", e)
        print(json.dumps(stats, ensure_ascii=False))
        print("OK" if not errs else "FAILED (%d errors)" % len(errs))
        sys.exit(1 if errs else 0)
    errs, stats = validate(text)
    for e in errs:
        print("ERROR:", e)
    if errs:
        sys.exit("not written: %d errors" % len(errs))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote", OUT)
    print(json.dumps(stats, ensure_ascii=False))


if __name__ == "__main__":
    main()
