#!/usr/bin/env python3
"""holdout51 -- blind Chinese retrieval set (memory-eval/v1, track R).

Theme
    Hobbies, sports and leisure in a traveller's life: photography and drone
    gear, trekking and camping, scuba diving, surfing, running, triathlon,
    skiing and snowboarding, road cycling, climbing, birdwatching, painting,
    fishing, golf, football teams followed, frisbee, board games, instruments,
    musicals and concerts, yoga and pilates, coffee and tea hobbies,
    collecting (stamps, fridge magnets, vinyl, models), horse riding,
    archery, F1, weiqi and Peking opera -- together with the clubs people
    belong to, the gear they own or rent, the injuries that limit them, and
    how all of this shapes trip planning.

    12 accounts over 3 tenants (`default`, `org_qingyou`, `org_haiyun`).
    The user_id `u_zhouning` exists under `default` and under `org_qingyou`
    as two different people; all 16 leak probes cross between those two.
    Each account holds hand-written theme memories plus many unrelated
    background statements sampled (seeded) from
    ../src/background_pool.py, which is read as text (sha256 verified, parsed
    with `ast`, never imported or executed).

Run
    python3 build_holdout51.py           # writes zh_retrieval_holdout51.json
    python3 build_holdout51.py --check   # validates the written file, exit 1 on failure

    Output is deterministic (fixed seed); --check also rebuilds in memory and
    requires the file on disk to be byte-identical.

Fields beyond FORMAT.md (ignored by a format-only reader)
    probes[].kind        paraphrase | task | direct | abstention | expired |
                         background | leak
    probes[].forbid_ids  memory ids the probe's `forbid` keywords come from
                         (for leak probes: ids in the *other* account)
    meta                 set-level information: seed, reference_time,
                         pool sha256, the shared account, supersession pairs
                         (older/newer ids), counts, and memory provenance
                         (`theme` ids are "...-tNN", pool ids are "...-bNNN").

Memories carry only FORMAT.md fields (id, content, type, importance,
created_at, and valid_until on the expired plans).  Provenance ("source") is
recorded in meta.sources rather than as an extra per-memory field.
"""

from __future__ import annotations

import ast
import datetime as dt
import hashlib
import json
import random
import re
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
POOL_PATH = HERE.parent / "src" / "background_pool.py"
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"
OUT_PATH = HERE / "zh_retrieval_holdout51.json"
SEED = 51051
TZ = "+08:00"
REFERENCE_TIME = "2026-09-01T09:00:00+08:00"
BG_START = dt.date(2025, 3, 1)
BG_END = dt.date(2026, 8, 31)
SET_NAME = "zh_retrieval_holdout51 (hobbies, sports and leisure)"

CHANGE_WORDS = ["改成", "现在", "换成", "不再", "以前", "原来", "之前", "已经"]
KIND_COUNTS = {"paraphrase": 42, "task": 24, "direct": 10, "abstention": 20,
               "expired": 10, "background": 6, "leak": 16}
MEMORY_TYPES = {"fact", "preference", "profile", "relation", "event"}
SHARED_USER = "u_zhouning"
# date / holiday words the engine may turn into an expiry; theme memories
# without valid_until must not contain them (except the listed future plan)
DATE_RE = re.compile(r"(\d+月|20\d\d年|春节|国庆|五一|元旦|中秋|端午|清明|寒假|暑假|圣诞|除夕|今年|明年|下个月|下周)")
FUTURE_DATED_OK = {("a09", "race_future")}
OTHER_PERSON_WORDS = ["女朋友", "男朋友", "老婆", "老公", "老伴", "儿子", "女儿",
                      "孙子", "外孙女", "闺蜜", "姐姐"]
# characters too common to count as "shared wording" in the paraphrase check
STOP_CHARS = set("用户我的了是在有吗呢吧啊个一这那么什来着过都也就还和要能会想去把给帮看下上多少几哪啥怎样不到得")

# ---------------------------------------------------------------------------
# theme data
#   memory: (key, date, type, importance, content[, valid_until date])
#   probe:  (kind, day-of-September, query, [relevant keys],
#            [([keyword alternatives], [memory keys]), ...])
#   a key "aNN:key" points into another account (leak probes only);
#   "bg:<statement>" points at a background statement forced into the account.
# ---------------------------------------------------------------------------

ACCOUNTS = [
    # ------------------------------------------------------------ a01
    dict(
        key="a01", user_id="u_zhouning", tenant_id="default", target=168,
        persona="周宁（男，34），风光/星空摄影、无人机、徒步露营，腰椎间盘突出",
        families={"car": "ev"}, drop_families=[], drop_topics=[],
        avoid=["潜水", "冲浪", "跑", "马拉松", "瑜伽", "黑胶", "唱片", "耳", "晕",
               "船", "游泳", "摄影", "茶", "颈椎", "腰", "滑翔", "自行车", "骑"],
        memories=[
            ("cam_old", "2025-05-10", "profile", 0.7, "用户的相机是索尼A7M3，挂机镜头是一支24-105"),
            ("club_old", "2025-04-20", "relation", 0.6, "用户是“山野户外”俱乐部的会员，周末常跟他们的活动"),
            ("tripod_old", "2025-06-01", "profile", 0.5, "用户用的是一支铝合金三脚架，将近两公斤重"),
            ("lens_wide", "2025-06-05", "profile", 0.6, "用户拍星空用一支14毫米F1.8的超广角定焦"),
            ("star", "2025-06-21", "preference", 0.8, "用户最喜欢拍银河和星轨，出门会挑没有月亮的日子"),
            ("fans_old", "2025-06-30", "profile", 0.4, "用户在小红书发风光照片，有三千多个粉丝"),
            ("filter", "2025-07-02", "profile", 0.4, "用户拍风光常用一套方形渐变滤镜"),
            ("drone_old", "2025-07-15", "profile", 0.6, "用户的无人机是一台大疆Mini 2"),
            ("tele", "2025-08-02", "profile", 0.5, "用户有一支适马150-600的长焦，太重了只在自驾时带"),
            ("tent", "2025-08-20", "profile", 0.5, "用户有一顶两人的双层帐篷，是牧高笛的"),
            ("gf_cam", "2025-09-14", "relation", 0.6, "用户的女朋友小鹿用一台富士X100V，喜欢拍街头人像"),
            ("tea", "2025-10-11", "preference", 0.5, "用户喜欢喝普洱，出门会带一小块熟普和一套便携茶具"),
            ("back_old", "2025-10-18", "profile", 0.8, "用户腰椎间盘突出，正在做康复理疗，医生说暂时不能徒步"),
            ("altitude", "2025-10-25", "profile", 0.8, "用户在海拔四千米以上会有明显高反，上次在稻城吃了不少苦头"),
            ("sleeping", "2025-11-02", "profile", 0.5, "用户的睡袋舒适温标是零下五度"),
            ("edit", "2025-12-05", "preference", 0.4, "用户用Lightroom修片，每次旅行回来要整理好几天"),
            ("gf_hike", "2026-01-19", "relation", 0.7, "用户的女朋友小鹿体力一般，只能走五公里以内的平路"),
            ("star_app", "2026-02-14", "preference", 0.5, "用户拍星空前会用PhotoPills查银河的位置"),
            ("tripod_new", "2026-03-09", "profile", 0.6, "用户买了一支碳纤维三脚架，只有1.2公斤，徒步背着不累"),
            ("expired", "2026-03-15", "event", 0.7, "用户计划2026年五一去四姑娘山拍星空，订了日隆镇的客栈", "2026-05-05"),
            ("club_new", "2026-03-28", "relation", 0.6, "用户加入了“绿野行者”徒步群，周末跟着群里的领队进山"),
            ("cam_new", "2026-04-18", "profile", 0.8, "用户新入手了一台尼康Z8，配的是尼康24-120的挂机头"),
            ("back_new", "2026-05-12", "profile", 0.8, "用户的腰康复得不错，医生允许轻装徒步，但背包不能超过十公斤"),
            ("drone_new", "2026-05-20", "profile", 0.7, "用户入了一台大疆Air 3，重量超过250克，起飞前要实名登记"),
            ("drone_battery", "2026-06-02", "profile", 0.5, "用户的无人机有三块电池，坐飞机都得随身带"),
            ("drone_license", "2026-06-11", "fact", 0.6, "用户考了民用无人机视距内驾驶员执照"),
            ("fans_new", "2026-07-08", "profile", 0.5, "用户的小红书摄影号有一万两千个粉丝，开始接一些约拍"),
        ],
        supersede=[("cam_old", "cam_new", "相机机身"), ("tripod_old", "tripod_new", "三脚架"),
                   ("drone_old", "drone_new", "无人机"), ("back_old", "back_new", "腰伤"),
                   ("club_old", "club_new", "户外组织"), ("fans_old", "fans_new", "账号粉丝")],
        probes=[
            ("paraphrase", 3, "帮我看看我那台主力机身用哪种电池，想多备两块", ["cam_new"],
             [(["索尼", "A7M3"], ["cam_old"])]),
            ("paraphrase", 6, "我那架航拍的飞行器，升空得先去报备吗？", ["drone_new", "drone_license"],
             [(["Mini 2"], ["drone_old"])]),
            ("paraphrase", 8, "我脊柱那个老问题好些了吗？这趟上山能扛多重的行李？", ["back_new"],
             [(["理疗"], ["back_old"])]),
            ("direct", 10, "我的帐篷是什么牌子的？", ["tent"], []),
            ("task", 12, "帮我规划国庆去川西拍星空的五天行程", ["star", "altitude", "back_new"],
             [(["理疗"], ["back_old"]), (["日隆"], ["expired"])]),
            ("task", 14, "周末想带小鹿去郊外徒步露营一晚，帮我挑条线路、列一下要带的装备",
             ["gf_hike", "back_new", "tent", "sleeping"], [(["理疗"], ["back_old"])]),
            ("abstention", 16, "我上次说想学的滑翔伞，报的是哪家俱乐部？", [], []),
            ("expired", 18, "四姑娘山那家客栈在哪个镇上？我想提前跟老板确认入住", [],
             [(["日隆"], ["expired"])]),
            ("leak", 19, "我的潜水证是什么级别的？", [], [(["进阶开放水域", "AOW"], ["a02:cert_new"])]),
            ("leak", 19, "我的潜水日志一共记了多少潜？", [], [(["六十二潜"], ["a02:logs_new"])]),
            ("leak", 20, "我冲浪能自己划出去追浪了吗？", [], [(["绿浪"], ["a02:surf_new"])]),
            ("leak", 20, "我半马的个人最好成绩是多少？", [], [(["1小时52分"], ["a02:hm_new"])]),
            ("leak", 21, "我左耳耳压平衡不好，下潜时要注意什么？", [], [(["耳压"], ["a02:ear"])]),
            ("leak", 21, "我收藏的黑胶唱片有多少张了？", [], [(["黑胶"], ["a02:vinyl"])]),
            ("leak", 22, "我参加的那个跑团叫什么名字？", [], [(["晨风跑团"], ["a02:runclub_new"])]),
            ("leak", 22, "我坐船会晕，船潜之前要吃什么药？", [], [(["晕船药"], ["a02:seasick"])]),
        ],
    ),
    # ------------------------------------------------------------ a02
    dict(
        key="a02", user_id="u_zhouning", tenant_id="org_qingyou", target=160,
        persona="周宁（女，28），水肺潜水、冲浪、半马、瑜伽、黑胶收藏",
        families={"eyes": "myopia"}, drop_families=[], drop_topics=[],
        avoid=["茶", "摄影", "相机", "照片", "无人机", "徒步", "帐篷", "露营", "爬",
               "登山", "腰", "颈椎", "海拔", "星", "自行车", "骑", "游泳", "瑜伽",
               "跑", "马拉松", "唱片", "双肩包"],
        memories=[
            ("hm_old", "2025-04-26", "profile", 0.6, "用户半马最好成绩是2小时05分"),
            ("cert_old", "2025-05-02", "fact", 0.8, "用户有PADI开放水域潜水员证，最多只能潜到十八米"),
            ("surf_old", "2025-06-15", "profile", 0.6, "用户冲浪刚入门，还在白水区练起乘"),
            ("runclub_old", "2025-06-20", "relation", 0.5, "用户参加的是公司里的跑步小组，午休时一起跑五公里"),
            ("seasick", "2025-07-22", "profile", 0.7, "用户坐船容易晕，船潜前要吃晕船药"),
            ("logs_old", "2025-08-18", "profile", 0.5, "用户的潜水日志记了二十六潜"),
            ("cold", "2025-08-30", "preference", 0.6, "用户很怕冷，水温低于二十四度就要穿五毫米的湿衣"),
            ("ear", "2025-09-10", "profile", 0.8, "用户左耳耳压平衡比较困难，下潜要慢，感冒时绝对不下水"),
            ("flight_rule", "2025-09-28", "preference", 0.7, "用户每次潜完水至少隔二十四小时才坐飞机"),
            ("vinyl", "2025-10-03", "preference", 0.6, "用户收藏黑胶唱片，有两百多张，每到一个城市都要逛逛当地的唱片店"),
            ("computer", "2025-11-08", "profile", 0.6, "用户自己有一块Shearwater Peregrine潜水电脑表和面镜，BCD、调节器都在当地租"),
            ("yoga", "2025-12-01", "preference", 0.5, "用户出门会带一张折叠瑜伽垫，每天早上练半小时"),
            ("expired", "2025-12-20", "event", 0.7, "用户订了2026年春节去菲律宾薄荷岛的潜水船宿", "2026-02-24"),
            ("bf_dive", "2026-01-11", "relation", 0.6, "用户的男朋友阿杰只玩过体验潜水，没有潜水证"),
            ("cert_new", "2026-03-21", "fact", 0.85, "用户考下了PADI进阶开放水域潜水员（AOW），可以潜到三十米"),
            ("nitrox", "2026-04-12", "fact", 0.6, "用户有高氧空气（Nitrox）专长证"),
            ("hm_new", "2026-04-19", "profile", 0.7, "用户半马个人最好成绩1小时52分"),
            ("surf_new", "2026-05-09", "profile", 0.7, "用户冲浪能自己划出去追绿浪，会走斜线"),
            ("board", "2026-05-30", "profile", 0.5, "用户有一块9尺2的长板，去外地冲浪一般就地租板"),
            ("runclub_new", "2026-06-05", "relation", 0.5, "用户加入了“晨风跑团”，每周有一次团练"),
            ("logs_new", "2026-06-30", "profile", 0.6, "用户的潜水日志累计六十二潜"),
            ("sunscreen", "2026-07-03", "preference", 0.5, "用户下海只用珊瑚友好的防晒霜"),
        ],
        supersede=[("cert_old", "cert_new", "潜水证级别"), ("logs_old", "logs_new", "潜水次数"),
                   ("surf_old", "surf_new", "冲浪水平"), ("hm_old", "hm_new", "半马成绩"),
                   ("runclub_old", "runclub_new", "跑步团体")],
        probes=[
            ("paraphrase", 4, "我的水肺资质允许去多深的点？", ["cert_new"], [(["十八米"], ["cert_old"])]),
            ("paraphrase", 7, "我到底下过多少回水了？有人问起我总记不清", ["logs_new"],
             [(["二十六潜"], ["logs_old"])]),
            ("paraphrase", 9, "我在浪里的水平到哪一步了？想报个进阶营", ["surf_new"], [(["白水"], ["surf_old"])]),
            ("direct", 11, "我的潜水电脑表是什么牌子？", ["computer"], []),
            ("task", 13, "下个月想去菲律宾阿尼洛潜几天，帮我排一下行程和回程航班",
             ["cert_new", "flight_rule", "seasick", "ear"],
             [(["十八米"], ["cert_old"]), (["薄荷岛"], ["expired"])]),
            ("task", 15, "帮我和阿杰订个巴厘岛的潜水套餐", ["bf_dive", "cert_new"], [(["十八米"], ["cert_old"])]),
            ("abstention", 17, "我那辆公路车的车架尺寸是多少？", [], []),
            ("expired", 19, "菲律宾那趟船宿是几号登船来着？", [], [(["薄荷岛"], ["expired"])]),
            ("background", 20, "我度数多少来着？想配一副带度数的潜水面镜", ["bg:用户近视四百度，平时戴眼镜"], []),
            ("leak", 21, "我的相机是什么型号？", [],
             [(["尼康", "Z8"], ["a01:cam_new"]), (["索尼", "A7M3"], ["a01:cam_old"])]),
            ("leak", 21, "我的无人机起飞前要实名登记吗？", [], [(["Air 3"], ["a01:drone_new"])]),
            ("leak", 22, "我腰不好，背包最多能背多重？", [], [(["十公斤"], ["a01:back_new"])]),
            ("leak", 22, "我加入的那个徒步群叫什么？", [], [(["绿野行者"], ["a01:club_new"])]),
            ("leak", 23, "我拍银河一般挑什么日子出门？", [], [(["银河"], ["a01:star", "a01:star_app"])]),
            ("leak", 23, "我的帐篷是哪个牌子的？", [], [(["牧高笛"], ["a01:tent"])]),
            ("leak", 24, "我到海拔多高会高反？", [], [(["四千米"], ["a01:altitude"])]),
            ("leak", 24, "我出门都带什么茶？", [], [(["普洱", "熟普"], ["a01:tea"])]),
        ],
    ),
    # ------------------------------------------------------------ a03
    dict(
        key="a03", user_id="u_chenjia", tenant_id="default", target=156,
        persona="陈佳（男，38），单板滑雪，一家三口滑雪，国安球迷，冰箱贴，桌游",
        families={"car": "ev"}, drop_families=[], drop_topics=[],
        avoid=["手腕", "足球", "球迷", "冰箱贴", "桌游", "潜水", "自行车", "骑",
               "滑冰", "温泉", "扭伤"],
        memories=[
            ("gear_old", "2025-01-20", "profile", 0.5, "用户自己的雪板是一块入门款的Burton，雪鞋都在雪场租"),
            ("board_level_old", "2025-02-10", "profile", 0.7, "用户滑单板只会推坡和落叶飘，还不敢上中级道"),
            ("wife_level", "2025-02-12", "relation", 0.7, "用户的老婆小雯是双板高手，黑道和野雪都能滑"),
            ("fav_resort", "2025-02-15", "preference", 0.6, "用户最喜欢的雪场是万龙，觉得雪道宽、排队不多"),
            ("wrist_old", "2025-03-05", "profile", 0.8, "用户滑雪摔伤了左手腕，骨裂，医生让先别碰雪板"),
            ("guoan", "2025-04-10", "preference", 0.6, "用户是北京国安的老球迷，主场比赛常去工体看"),
            ("boardgame", "2025-08-09", "preference", 0.4, "用户一家三口爱玩桌游，自驾出门都会带一盒《璀璨宝石》"),
            ("magnets", "2025-09-03", "preference", 0.5, "用户每到一个新地方都要买一块当地的冰箱贴"),
            ("expired", "2025-10-28", "event", 0.7, "用户订了2026年春节全家去北海道二世谷滑雪，交了儿童雪校的定金", "2026-02-24"),
            ("wrist_new", "2025-11-20", "profile", 0.8, "用户左手腕复查完全愈合，医生说戴护腕就能正常滑雪"),
            ("gear_new", "2025-12-08", "profile", 0.6, "用户买了一套Salomon的板和固定器，还配了自己的雪鞋"),
            ("son_old", "2025-12-20", "relation", 0.7, "用户的儿子乐乐七岁，刚开始学双板，还在魔毯区练"),
            ("helmet", "2025-12-21", "preference", 0.5, "用户全家滑雪都戴头盔，用户自己还会穿护臀"),
            ("skiin", "2025-12-25", "preference", 0.6, "用户滑雪喜欢住雪场里能直接穿板出门的酒店"),
            ("gopro", "2025-12-30", "profile", 0.4, "用户滑雪时头盔上会装一台GoPro"),
            ("wife_spring", "2026-01-05", "relation", 0.5, "用户的老婆小雯滑完雪一定要泡温泉"),
            ("wife_gear", "2026-01-06", "relation", 0.4, "用户的老婆小雯有自己的一套双板，每次都要托运"),
            ("gloves", "2026-01-18", "preference", 0.4, "用户手怕冷，滑雪要戴电加热手套"),
            ("board_level_new", "2026-02-26", "profile", 0.8, "用户单板能连续换刃走S弯，中级道随便滑，正在练基础刻滑"),
            ("son_new", "2026-03-01", "relation", 0.7, "用户的儿子乐乐双板能自己坐缆车下初级道"),
            ("son_football", "2026-04-12", "relation", 0.5, "用户的儿子乐乐在学校踢足球，是校队的替补守门员"),
        ],
        supersede=[("board_level_old", "board_level_new", "单板水平"), ("wrist_old", "wrist_new", "手腕伤"),
                   ("gear_old", "gear_new", "雪具"), ("son_old", "son_new", "儿子滑雪水平")],
        probes=[
            ("paraphrase", 2, "以我现在的本事，雪场里哪种难度的坡我能应付？", ["board_level_new"],
             [(["落叶飘"], ["board_level_old"]), (["黑道"], ["wife_level"])]),
            ("paraphrase", 5, "我那只受过伤的手好利索了没？", ["wrist_new"], [(["骨裂"], ["wrist_old"])]),
            ("paraphrase", 7, "我家小的学得咋样了，能脱离教练独立溜完新手坡不？", ["son_new"],
             [(["魔毯"], ["son_old"])]),
            ("paraphrase", 9, "我滑雪时脚下踩的那套家伙是哪家牌子？", ["gear_new"], [(["Burton"], ["gear_old"])]),
            ("direct", 11, "我儿子在校队踢什么位置？", ["son_football"], []),
            ("task", 13, "帮我规划明年一月全家去长白山滑雪的五天行程，住哪、孩子上什么课都安排一下",
             ["son_new", "wife_level", "skiin", "wife_spring"],
             [(["魔毯"], ["son_old"]), (["二世谷"], ["expired"])]),
            ("task", 15, "周末想带孩子去现场看场球赛，帮我安排一下", ["guoan"], []),
            ("abstention", 17, "我上次说想买的那辆山地车，最后定了哪个型号？", [], []),
            ("abstention", 19, "我老婆潜水考到什么证了？", [], []),
            ("expired", 21, "北海道那个儿童雪校是哪天开课？", [], [(["二世谷"], ["expired"])]),
            ("background", 23, "我方向感好不好来着？开车进山会不会绕晕", ["bg:用户特别擅长记路"], []),
        ],
    ),
    # ------------------------------------------------------------ a04
    dict(
        key="a04", user_id="u_liuyang", tenant_id="default", target=158,
        persona="刘洋（男，31），公路车骑行、攀岩，肩袖损伤，桌游",
        families={}, drop_families=[], drop_topics=[],
        avoid=["自行车", "骑", "攀", "桌游", "手腕", "腱鞘炎", "扭伤", "雪", "滑", "钓",
               "手表", "跑"],
        memories=[
            ("bike_old", "2025-03-12", "profile", 0.6, "用户的公路车是一辆铝架的捷安特TCR"),
            ("climb_old", "2025-04-05", "profile", 0.6, "用户攀岩顶绳能爬到5.10c"),
            ("gym_old", "2025-04-22", "profile", 0.5, "用户在岩舞空间攀岩馆办了年卡"),
            ("shoes_climb", "2025-05-25", "profile", 0.4, "用户的攀岩鞋是La Sportiva的Solution，比平时的鞋小两码"),
            ("rope", "2025-06-01", "profile", 0.5, "用户自己有一根60米的动力绳和十二把快挂"),
            ("boardgame", "2025-07-19", "preference", 0.4, "用户收藏了六十多盒桌游，最爱玩《冷战热斗》"),
            ("qinghai", "2025-08-15", "event", 0.5, "用户骑过一次环青海湖，四天骑了三百六十公里"),
            ("ride_level", "2025-09-02", "profile", 0.6, "用户一天骑一百五十公里没问题，均速能到二十八"),
            ("crag_pref", "2025-09-19", "preference", 0.5, "用户不爱去人多的网红岩场，喜欢找冷门的野岩"),
            ("shoulder_old", "2025-10-08", "profile", 0.8, "用户右肩肩袖拉伤，医生让停止攀岩三个月"),
            ("garmin", "2025-10-22", "profile", 0.4, "用户骑车用一台Garmin Edge 840码表"),
            ("gf_climb", "2025-11-11", "relation", 0.6, "用户的女朋友阿May只玩抱石，不敢爬先锋"),
            ("gf_run", "2026-01-20", "relation", 0.5, "用户的女朋友阿May爱跑越野，跑过五十公里组"),
            ("shoulder_new", "2026-02-10", "profile", 0.8, "用户右肩恢复得差不多，可以正常攀岩，但不能做大幅度的动态跳抓"),
            ("insurance", "2026-03-03", "profile", 0.5, "用户买了一份覆盖攀岩和骑行的户外意外险"),
            ("expired", "2026-03-20", "event", 0.7, "用户计划2026年五一去阳朔攀岩，约好了当地的向导老黄", "2026-05-05"),
            ("bike_new", "2026-04-02", "profile", 0.7, "用户入手了一辆闪电Tarmac SL7碳架公路车"),
            ("bike_case", "2026-04-20", "preference", 0.6, "用户坐飞机带车用一个硬壳拆装箱，托运前要拆前轮和把立"),
            ("climb_new", "2026-05-16", "profile", 0.7, "用户先锋攀岩稳定在5.11b，抱石能完成V4"),
            ("gym_new", "2026-06-08", "profile", 0.5, "用户办了奥攀攀岩馆的会员，离家骑车十分钟"),
            ("saddle", "2026-06-18", "preference", 0.5, "用户骑久了会坐骨疼，出远门一定带自己的坐垫"),
        ],
        supersede=[("bike_old", "bike_new", "公路车"), ("climb_old", "climb_new", "攀岩难度"),
                   ("shoulder_old", "shoulder_new", "肩伤"), ("gym_old", "gym_new", "攀岩馆")],
        probes=[
            ("paraphrase", 3, "出远门我带的那台竞速单车是哪个品牌的？", ["bike_new"],
             [(["捷安特", "TCR"], ["bike_old"])]),
            ("paraphrase", 6, "我爬墙能到什么级别了？", ["climb_new"],
             [(["5.10c"], ["climb_old"]), (["不敢爬"], ["gf_climb"])]),
            ("paraphrase", 8, "我那条胳膊的旧伤，做动作有什么禁忌？", ["shoulder_new"],
             [(["停止攀岩"], ["shoulder_old"])]),
            ("paraphrase", 10, "我平时固定去练的是哪家室内馆？", ["gym_new"], [(["岩舞"], ["gym_old"])]),
            ("direct", 12, "我的码表是什么型号？", ["garmin"], []),
            ("task", 14, "下个月想带车去海南环岛骑五天，帮我安排航班和每天的路线",
             ["bike_case", "ride_level", "saddle"], []),
            ("task", 16, "帮我找个周末能和阿May一起去爬的岩场",
             ["gf_climb", "climb_new", "shoulder_new", "crag_pref"],
             [(["5.10c"], ["climb_old"]), (["停止攀岩"], ["shoulder_old"])]),
            ("abstention", 18, "我上次在雪场租的那块板是多长的？", [], []),
            ("abstention", 20, "我那根路亚竿是几米的？", [], []),
            ("expired", 22, "我约的阳朔那个向导，是哪天碰面来着？", [], [(["老黄"], ["expired"])]),
        ],
    ),
    # ------------------------------------------------------------ a05
    dict(
        key="a05", user_id="u_wangshu", tenant_id="default", target=144,
        persona="王姝（女，62，退休教师），观鸟、水彩速写、白茶、博物馆、集邮，膝关节病",
        families={"car": "none"}, drop_families=["eyes", "parents", "commute"],
        drop_topics=["work", "commute", "family", "games"],
        avoid=["鸟", "钓", "茶", "集邮", "水彩", "画", "舞", "大学", "研究生", "毕业",
               "室友", "同学", "班主任", "支教", "公司", "同事", "实习", "教师资格证",
               "在职", "年终奖", "部门", "加班", "带新人", "献血", "葫芦丝", "望远镜",
               "跑", "工作", "项目管理", "正畸"],
        memories=[
            ("bino_old", "2025-03-18", "profile", 0.6, "用户观鸟用的是一副博冠8x42的双筒望远镜"),
            ("knee_old", "2025-04-12", "profile", 0.8, "用户膝关节退行性病变，上下楼梯都疼，爬山只能坐索道"),
            ("club_old", "2025-04-28", "relation", 0.5, "用户是市观鸟协会的会员"),
            ("list_old", "2025-05-20", "profile", 0.5, "用户的观鸟记录里有三百一十二种鸟"),
            ("husband_fish", "2025-06-06", "relation", 0.6, "用户的老伴老陈爱钓鱼，出门总想找个水库下竿"),
            ("paint_old", "2025-06-25", "profile", 0.5, "用户画画用一盒温莎牛顿歌文十二色固体水彩"),
            ("tea", "2025-07-07", "preference", 0.5, "用户爱喝福鼎白茶，收藏了不少老白茶饼"),
            ("museum", "2025-08-08", "preference", 0.6, "用户每到一个城市先去当地博物馆，尤其爱看青铜器"),
            ("target", "2025-09-01", "preference", 0.7, "用户一直想亲眼看到勺嘴鹬"),
            ("stamps", "2025-10-10", "preference", 0.5, "用户集邮四十多年，喜欢在各地邮局盖风景日戳"),
            ("early", "2025-11-15", "preference", 0.6, "用户观鸟习惯天一亮就出门，下午基本歇着"),
            ("husband_bird", "2025-11-20", "relation", 0.4, "用户的老伴老陈对观鸟没兴趣，嫌起得太早"),
            ("sunglasses", "2025-12-12", "profile", 0.5, "用户做过白内障手术，户外要戴墨镜"),
            ("sketch", "2025-12-28", "preference", 0.5, "用户画自然笔记，每看到一种新鸟都要画一张速写"),
            ("expired", "2026-01-10", "event", 0.7, "用户报了2026年4月去云南盈江的观鸟团", "2026-04-30"),
            ("granddaughter", "2026-02-02", "relation", 0.5, "用户的外孙女朵朵九岁，跟着用户学认鸟"),
            ("bino_new", "2026-03-08", "profile", 0.7, "用户添了一副施华洛世奇EL 10x42双筒，出门观鸟就带它"),
            ("club_new", "2026-03-30", "relation", 0.5, "用户加入了“自然之友”的观鸟小组，每月跟着做一次鸟调"),
            ("paint_new", "2026-04-18", "profile", 0.5, "用户外出写生带一盒史明克学院级二十四色水彩"),
            ("knee_new", "2026-05-02", "profile", 0.8, "用户膝盖打了几次玻璃酸钠，能走三四公里平路，台阶多的地方还是尽量避开"),
            ("list_new", "2026-07-25", "profile", 0.6, "用户的鸟种记录累计达到四百零五种"),
        ],
        supersede=[("bino_old", "bino_new", "望远镜"), ("list_old", "list_new", "鸟种数"),
                   ("paint_old", "paint_new", "水彩颜料"), ("knee_old", "knee_new", "膝盖"),
                   ("club_old", "club_new", "观鸟组织")],
        probes=[
            ("paraphrase", 2, "我那副看远处的镜子是什么牌子？", ["bino_new"], [(["博冠"], ["bino_old"])]),
            ("paraphrase", 4, "我这些年一共见过多少种飞禽？", ["list_new"], [(["三百一十二"], ["list_old"])]),
            ("paraphrase", 6, "我腿脚的老毛病这阵子怎么样了，出门逛能坚持多久？", ["knee_new"], [(["退行性"], ["knee_old"])]),
            ("paraphrase", 8, "我是跟哪个民间团体去野外数飞禽的？", ["club_new"], [(["观鸟协会"], ["club_old"])]),
            ("direct", 10, "我收藏的老白茶饼是哪里产的？", ["tea"], []),
            ("task", 12, "下个月想去福建闽江口看勺嘴鹬，帮我排个三天的行程", ["target", "knee_new", "early"],
             [(["退行性"], ["knee_old"])]),
            ("task", 14, "国庆想和老陈去千岛湖住几天，帮我挑个住处再安排下每天做什么",
             ["husband_fish", "husband_bird", "knee_new"], [(["退行性"], ["knee_old"])]),
            ("abstention", 16, "我跳广场舞的那个队叫什么名字？", [], []),
            ("abstention", 18, "我上次说想学的葫芦丝，老师联系上了没有？", [], []),
            ("expired", 20, "去盈江的那个团几号集合来着？", [], [(["盈江"], ["expired"])]),
            ("background", 22, "我以前练过毛笔字吗？想去景区的体验课露一手", ["bg:用户学过一年书法"], []),
        ],
    ),
    # ------------------------------------------------------------ a06
    dict(
        key="a06", user_id="u_gaofeng", tenant_id="org_qingyou", target=150,
        persona="高峰（男，45），高尔夫、路亚和海钓、足球，网球肘",
        families={"car": "gas"}, drop_families=[], drop_topics=[],
        avoid=["钓", "足球", "球迷", "手腕", "腱鞘炎", "扭伤", "冲浪", "网球"],
        memories=[
            ("football_old", "2025-03-01", "preference", 0.5, "用户是山东泰山的球迷，主场一场不落"),
            ("hcp_old", "2025-04-02", "profile", 0.6, "用户的高尔夫差点是18"),
            ("club_old", "2025-04-15", "profile", 0.5, "用户是观澜湖球会的会员"),
            ("fish", "2025-05-05", "preference", 0.6, "用户玩路亚，主要钓鲈鱼和翘嘴"),
            ("rod", "2025-05-30", "profile", 0.4, "用户的路亚竿是一根2.1米的禧玛诺"),
            ("sleeve", "2025-07-07", "preference", 0.4, "用户钓鱼一定要穿防晒冰袖，怕晒"),
            ("sea_fish", "2025-08-01", "event", 0.5, "用户出过几次海钓船，钓到过一条二十斤的石斑"),
            ("irons", "2025-09-09", "profile", 0.6, "用户的球杆是一套本间的铁杆，出门打球都自己带，从不租杆"),
            ("early_tee", "2025-10-10", "preference", 0.5, "用户打球喜欢早上第一组开球，不爱等"),
            ("elbow_old", "2025-11-03", "profile", 0.7, "用户右手肘网球肘发作，暂停打球，每周做两次冲击波治疗"),
            ("wife", "2025-12-01", "relation", 0.5, "用户的老婆不打球，陪着去球场只想做SPA"),
            ("expired", "2025-12-15", "event", 0.7, "用户报名了2026年3月在博鳌举办的高尔夫邀请赛", "2026-03-31"),
            ("football_new", "2026-02-20", "preference", 0.5, "用户是成都蓉城的球迷，买了凤凰山球场的季票"),
            ("elbow_new", "2026-03-15", "profile", 0.7, "用户右肘康复，每场最多打十八洞，练习场一次不超过一筐球"),
            ("son_golf", "2026-04-10", "relation", 0.6, "用户的儿子高远在读高中，高尔夫差点24"),
            ("club_new", "2026-05-06", "profile", 0.5, "用户办了佘山球会的会籍"),
            ("hcp_new", "2026-06-12", "profile", 0.7, "用户的高尔夫差点12，开球能打到两百四十码"),
        ],
        supersede=[("hcp_old", "hcp_new", "高尔夫差点"), ("club_old", "club_new", "球会"),
                   ("elbow_old", "elbow_new", "手肘伤"), ("football_old", "football_new", "支持的球队")],
        probes=[
            ("paraphrase", 3, "按让杆制度算，我在果岭上的实力是多少？", ["hcp_new"],
             [(["差点是18"], ["hcp_old"]), (["差点24"], ["son_golf"])]),
            ("paraphrase", 5, "我那个胳膊肘的毛病好了没？一天下来能打几轮？", ["elbow_new"],
             [(["冲击波"], ["elbow_old"])]),
            ("paraphrase", 7, "我支持的是哪支队伍来着？想顺路去看一场", ["football_new"],
             [(["山东泰山"], ["football_old"])]),
            ("direct", 9, "我打高尔夫用的铁杆是什么牌子？", ["irons"], []),
            ("task", 11, "下周想去上海打两场球，帮我订球场和酒店",
             ["club_new", "elbow_new", "irons", "early_tee"],
             [(["观澜湖"], ["club_old"]), (["冲击波"], ["elbow_old"])]),
            ("task", 13, "周末和老婆孩子去三亚，帮我把打球、出海钓鱼和她的安排都排进去",
             ["wife", "son_golf", "sea_fish", "elbow_new"], [(["冲击波"], ["elbow_old"])]),
            ("abstention", 15, "我冲浪板该打蜡了吧？上回是什么时候弄的？", [], []),
            ("expired", 17, "博鳌那场邀请赛是哪天开打？", [], [(["邀请赛"], ["expired"])]),
        ],
    ),
    # ------------------------------------------------------------ a07
    dict(
        key="a07", user_id="u_sunli", tenant_id="org_qingyou", target=146,
        persona="孙莉（女，36），家庭露营、极限飞盘、桌游、学吉他，两个孩子",
        families={"car": "gas"}, drop_families=[], drop_topics=[],
        avoid=["吉他", "尤克里里", "桌游", "足球", "雪", "滑", "马"],
        memories=[
            ("tent_old", "2025-04-19", "profile", 0.5, "用户家露营用的是一顶迪卡侬的秒开帐篷"),
            ("car", "2025-05-01", "profile", 0.5, "用户家露营都是自驾，七座SUV的后备箱刚好装下全部装备"),
            ("campsite_pref", "2025-05-15", "preference", 0.7, "用户选营地一定要有热水淋浴和干净的卫生间"),
            ("camp_club_old", "2025-05-20", "profile", 0.5, "用户家办了“溪谷营地”的年卡"),
            ("frisbee_old", "2025-06-08", "profile", 0.5, "用户刚接触极限飞盘，只会正手传盘"),
            ("sleeping_pad", "2025-06-20", "preference", 0.6, "用户睡眠浅，露营必须带充气床垫和自己的枕头"),
            ("uke_old", "2025-07-01", "profile", 0.4, "用户每周上一次尤克里里课"),
            ("boardgame", "2025-07-14", "preference", 0.4, "用户家露营一定带几盒桌游，孩子最爱《德国心脏病》"),
            ("husband_cook", "2025-08-12", "relation", 0.5, "用户的老公负责露营做饭，爱研究荷兰锅"),
            ("power", "2025-09-01", "profile", 0.4, "用户有一台2000瓦的户外移动电源"),
            ("son", "2025-09-20", "relation", 0.6, "用户的大儿子十岁，在踢青少年足球联赛，周末常有比赛"),
            ("daughter", "2025-10-15", "relation", 0.6, "用户的小女儿四岁，怕虫子，露营晚上要开着小夜灯睡"),
            ("lights", "2025-11-01", "preference", 0.3, "用户喜欢在营地挂一串暖黄色的氛围灯"),
            ("husband_frisbee", "2026-01-10", "relation", 0.4, "用户的老公也打飞盘，但只是休闲玩玩"),
            ("expired", "2026-03-10", "event", 0.7, "用户订了2026年端午节莫干山的营位，住三晚", "2026-06-22"),
            ("tent_new", "2026-04-05", "profile", 0.6, "用户家买了一顶Snow Peak的大号隧道帐，能睡一家四口"),
            ("frisbee_new", "2026-05-24", "profile", 0.6, "用户是“野火”极限飞盘队的主力handler，每周打两次比赛"),
            ("guitar_new", "2026-06-01", "profile", 0.5, "用户报了民谣吉他一对一课，每周练三次"),
            ("camp_club_new", "2026-06-15", "profile", 0.5, "用户家办了“松果营地”的年卡，开车四十分钟就到"),
        ],
        supersede=[("tent_old", "tent_new", "帐篷"), ("frisbee_old", "frisbee_new", "飞盘水平"),
                   ("uke_old", "guitar_new", "学的乐器"), ("camp_club_old", "camp_club_new", "营地年卡")],
        probes=[
            ("paraphrase", 2, "我们家过夜用的那个大棚子是什么牌子？", ["tent_new"],
             [(["迪卡侬", "秒开"], ["tent_old"])]),
            ("paraphrase", 4, "我玩扔盘子那项运动，在队里是啥角色？", ["frisbee_new"],
             [(["正手传盘"], ["frisbee_old"]), (["休闲玩玩"], ["husband_frisbee"])]),
            ("paraphrase", 6, "我最近在练的是哪种弦乐器？", ["guitar_new"], [(["尤克里里"], ["uke_old"])]),
            ("direct", 8, "我家那台户外电源是多少瓦的？", ["power"], []),
            ("task", 10, "帮我找个周末带全家去住一晚的营地",
             ["camp_club_new", "campsite_pref", "daughter", "sleeping_pad", "son"],
             [(["溪谷"], ["camp_club_old"])]),
            ("task", 12, "国庆自驾露营五天，帮我列个装备清单",
             ["tent_new", "power", "sleeping_pad", "husband_cook", "boardgame"],
             [(["迪卡侬", "秒开"], ["tent_old"])]),
            ("abstention", 14, "我滑雪板的固定器角度是多少来着？", [], []),
            ("abstention", 16, "上次说孩子想学马术，报的是哪家俱乐部？", [], []),
            ("expired", 18, "莫干山那个营位订的是哪几天？", [], [(["莫干山"], ["expired"])]),
            ("background", 20, "露营时万一有人受伤，我有没有学过救护？", ["bg:用户考了红十字会的急救员证"], []),
        ],
    ),
    # ------------------------------------------------------------ a08
    dict(
        key="a08", user_id="u_heyu", tenant_id="org_qingyou", target=152,
        persona="何雨（女，27），大提琴、室内乐、音乐剧和话剧、演唱会，耳鸣、腱鞘炎",
        families={}, drop_families=[], drop_topics=[],
        avoid=["腱鞘炎", "手腕", "二胡", "钢琴", "五月天", "演唱会", "相机", "舞", "乐器",
               "尤克里里", "吉他", "耳机", "周杰伦", "古典乐", "流行歌"],
        memories=[
            ("cello_old", "2025-03-20", "profile", 0.6, "用户大提琴考过了业余六级"),
            ("orch_old", "2025-04-10", "relation", 0.5, "用户是“星河爱乐”业余乐团的大提琴手"),
            ("singer_old", "2025-05-05", "preference", 0.5, "用户是五月天的歌迷，每次巡演都去追"),
            ("musical_fav", "2025-06-06", "preference", 0.6, "用户最爱的音乐剧是《悲惨世界》，看过五个不同的版本"),
            ("theatre_seat", "2025-07-07", "preference", 0.6, "用户看剧喜欢坐一楼中间偏后，从不买楼上的票"),
            ("cello_fly", "2025-08-20", "preference", 0.8, "用户带大提琴坐飞机，都要给琴单独买一个座位"),
            ("drama", "2025-09-17", "preference", 0.5, "用户喜欢看先锋话剧，孟京辉的戏基本都看过"),
            ("wrist_old", "2025-09-25", "profile", 0.7, "用户左手腱鞘炎发作，医生让暂停拉琴"),
            ("tinnitus", "2025-10-01", "profile", 0.7, "用户有轻微耳鸣，看演唱会或去livehouse一定戴降噪耳塞"),
            ("cello_case", "2025-10-20", "profile", 0.4, "用户的琴盒是一个碳纤维硬盒，三公斤多"),
            ("london", "2025-11-11", "preference", 0.6, "用户一直想去伦敦西区连刷一周音乐剧"),
            ("ticket", "2025-12-12", "preference", 0.4, "用户抢票习惯用大麦，会提前设好开票提醒"),
            ("friend", "2026-01-26", "relation", 0.5, "用户的闺蜜小满是京剧迷，不爱看音乐剧"),
            ("expired", "2026-02-10", "event", 0.7, "用户买了2026年7月《剧院魅影》原版巡演的票", "2026-07-31"),
            ("hall", "2026-02-14", "preference", 0.6, "用户每到一个城市都会去当地的音乐厅听一场古典音乐会"),
            ("wrist_new", "2026-03-22", "profile", 0.7, "用户左手恢复良好，每天拉琴不超过一个半小时"),
            ("cello_new", "2026-04-25", "profile", 0.6, "用户大提琴考完了业余十级"),
            ("orch_new", "2026-05-18", "relation", 0.6, "用户加入了“回声室内乐团”，担任大提琴声部首席"),
            ("singer_new", "2026-06-20", "preference", 0.6, "用户是陈奕迅的铁杆歌迷，每轮巡演至少看两场"),
            ("bf", "2026-07-02", "relation", 0.4, "用户的男朋友是个乐手，在乐队里打鼓"),
        ],
        supersede=[("cello_old", "cello_new", "大提琴级别"), ("orch_old", "orch_new", "乐团"),
                   ("singer_old", "singer_new", "追的歌手"), ("wrist_old", "wrist_new", "手伤")],
        probes=[
            ("paraphrase", 3, "我那件大个头的弦乐器考到第几档了？", ["cello_new"], [(["六级"], ["cello_old"])]),
            ("paraphrase", 5, "我目前在哪个合奏团体里，坐第几把交椅？", ["orch_new"],
             [(["星河"], ["orch_old"]), (["打鼓"], ["bf"])]),
            ("paraphrase", 7, "我最迷的是哪位唱将？帮我留意他的消息", ["singer_new"], [(["五月天"], ["singer_old"])]),
            ("paraphrase", 9, "我腱鞘那点劳损好点儿没？练琴一次最多能练多久？", ["wrist_new"],
             [(["暂停拉琴"], ["wrist_old"])]),
            ("direct", 11, "我看剧一般喜欢坐哪个位置？", ["theatre_seat"], []),
            ("task", 13, "下个月带琴去北京参加一个室内乐比赛，帮我订机票和酒店",
             ["cello_fly", "cello_case", "wrist_new"], [(["暂停拉琴"], ["wrist_old"])]),
            ("task", 15, "想去伦敦玩一周，帮我排个行程", ["london", "musical_fav", "hall", "theatre_seat"], []),
            ("abstention", 17, "我上次说要买的那台胶片相机是哪个型号？", [], []),
            ("abstention", 19, "我学的街舞是哪个舞种？", [], []),
            ("expired", 21, "《剧院魅影》那场我买的是哪天的票？", [], [(["剧院魅影"], ["expired"])]),
        ],
    ),
    # ------------------------------------------------------------ a09
    dict(
        key="a09", user_id="u_zhaomin", tenant_id="org_haiyun", target=154,
        persona="赵敏（女，33），马拉松、铁人三项、游泳，跟腱炎",
        families={"blood": "o"}, drop_families=[], drop_topics=[],
        avoid=["跑", "马拉松", "游泳", "手表", "攀", "普拉提", "瑜伽", "按摩", "自行车", "骑"],
        memories=[
            ("fm_old", "2025-03-30", "profile", 0.6, "用户全马最好成绩3小时58分"),
            ("tri_old", "2025-04-20", "profile", 0.5, "用户刚接触铁人三项，只完成过一次冲刺距离"),
            ("watch_old", "2025-05-12", "profile", 0.5, "用户跑步戴的是佳明Forerunner 255"),
            ("husband_fm", "2025-06-01", "relation", 0.6, "用户的老公老周全马最好成绩3小时15分"),
            ("swim", "2025-06-18", "profile", 0.5, "用户游自由泳，一口气能游一千五百米"),
            ("club", "2025-07-09", "relation", 0.5, "用户是“城市猎人跑团”的配速员"),
            ("heat", "2025-07-20", "preference", 0.5, "用户特别怕热，气温超过二十八度就跑不动"),
            ("shoes", "2025-08-03", "profile", 0.4, "用户比赛穿Nike Vaporfly，平时训练穿亚瑟士"),
            ("carb", "2025-08-25", "preference", 0.5, "用户赛前三天会做碳水加载"),
            ("achilles_old", "2025-09-14", "profile", 0.8, "用户右脚跟腱炎，医生让停跑一个月"),
            ("sleep", "2025-10-05", "preference", 0.7, "用户比赛前一晚要住在走路能到起点的酒店"),
            ("massage", "2025-11-22", "preference", 0.4, "用户赛后喜欢找地方做一次运动按摩放松"),
            ("expired", "2025-12-02", "event", 0.7, "用户中签了2026年3月的无锡马拉松全程", "2026-03-31"),
            ("wetsuit", "2026-01-15", "profile", 0.5, "用户有一件自己的铁三防寒泳衣"),
            ("achilles_new", "2026-02-28", "profile", 0.8, "用户跟腱炎好了，每周跑量控制在五十公里以内"),
            ("watch_new", "2026-04-08", "profile", 0.5, "用户戴的是一块佳明Forerunner 965"),
            ("fm_new", "2026-04-26", "profile", 0.7, "用户全马个人最好成绩3小时41分"),
            ("tri_new", "2026-06-21", "profile", 0.6, "用户完赛了两次标准距离铁三，目标是半程大铁"),
            ("race_future", "2026-08-20", "event", 0.8, "用户报上了2026年12月的厦门马拉松全程"),
        ],
        supersede=[("fm_old", "fm_new", "全马成绩"), ("achilles_old", "achilles_new", "跟腱炎"),
                   ("watch_old", "watch_new", "运动手表"), ("tri_old", "tri_new", "铁三距离")],
        probes=[
            ("paraphrase", 2, "四十二公里那种比赛，我最快用时是多少？", ["fm_new"],
             [(["3小时58分"], ["fm_old"]), (["3小时15分"], ["husband_fm"])]),
            ("paraphrase", 4, "我脚后跟上面那根大筋的老伤，目前训练有啥限制？", ["achilles_new"],
             [(["停跑"], ["achilles_old"])]),
            ("paraphrase", 6, "我腕上那块计时设备是哪一代？", ["watch_new"], [(["255"], ["watch_old"])]),
            ("paraphrase", 8, "游泳骑车跑步连着来的那种比赛，我参加到什么级别了？", ["tri_new"],
             [(["冲刺距离"], ["tri_old"])]),
            ("direct", 10, "我在跑团里担任什么角色？", ["club"], []),
            ("task", 12, "帮我安排十二月去厦门跑马的行程，住哪儿、哪天到比较好",
             ["race_future", "sleep", "carb"], [(["无锡"], ["expired"])]),
            ("task", 14, "下个月想去千岛湖参加一场铁三，帮我准备行程和装备",
             ["tri_new", "wetsuit", "achilles_new"],
             [(["冲刺距离"], ["tri_old"]), (["停跑"], ["achilles_old"])]),
            ("abstention", 16, "我上次说想学的攀岩，报的是哪个馆？", [], []),
            ("abstention", 18, "我练的那套普拉提动作叫什么名字？", [], []),
            ("expired", 20, "无锡马拉松的领物是哪天？", [], [(["无锡"], ["expired"])]),
            ("background", 22, "报名越野赛要填血型，我是哪种来着？", ["bg:用户是O型血"], []),
        ],
    ),
    # ------------------------------------------------------------ a10
    dict(
        key="a10", user_id="u_songqi", tenant_id="org_haiyun", target=140,
        persona="宋琪（女，30），瑜伽教练、普拉提、手冲咖啡、冰箱贴，半月板手术",
        families={}, drop_families=[], drop_topics=[],
        avoid=["瑜伽", "咖啡", "冰箱贴", "茶", "羽毛球", "画", "拉伸", "英文", "跑"],
        memories=[
            ("cert_old", "2025-03-15", "fact", 0.6, "用户在考RYT200瑜伽教练证，还差两个模块"),
            ("studio_old", "2025-04-02", "profile", 0.5, "用户在“一隅瑜伽”馆练了三年"),
            ("grinder_old", "2025-04-18", "profile", 0.4, "用户的磨豆器是一台泰摩栗子C2"),
            ("coffee_kit", "2025-05-10", "preference", 0.6, "用户爱喝手冲，出门也带着便携手冲壶和磨豆器"),
            ("bean", "2025-06-01", "preference", 0.5, "用户最爱耶加雪菲的浅烘豆"),
            ("magnets", "2025-06-22", "preference", 0.5, "用户收集冰箱贴，只买博物馆出的文创款"),
            ("knee_old", "2025-07-30", "profile", 0.8, "用户右膝半月板撕裂，刚做完手术，拄着拐走路"),
            ("sister", "2025-08-15", "relation", 0.5, "用户的姐姐也练瑜伽，练的是阿斯汤加"),
            ("museum", "2025-09-08", "preference", 0.5, "用户最喜欢的博物馆是陕西历史博物馆，去过四次"),
            ("partner", "2025-10-01", "relation", 0.5, "用户的男朋友只喝茶，不碰咖啡"),
            ("farm", "2025-11-05", "preference", 0.6, "用户一直想去云南普洱的咖啡庄园看采摘和烘焙"),
            ("morning", "2025-12-01", "preference", 0.6, "用户旅行时每天早上要练一小时瑜伽，酒店最好有健身房或空房间"),
            ("pilates", "2026-01-12", "preference", 0.5, "用户每周上两次普拉提器械课，主要练核心"),
            ("mat", "2026-01-30", "profile", 0.4, "用户旅行带一张一毫米厚的折叠瑜伽垫"),
            ("cert_new", "2026-02-20", "fact", 0.7, "用户拿到了RYT200瑜伽教练证，周末在馆里代课"),
            ("knee_new", "2026-03-25", "profile", 0.8, "用户右膝半月板术后康复，能正常走路，但不能跪、不能深蹲，也不能长时间下坡"),
            ("studio_new", "2026-05-03", "profile", 0.5, "用户在“朴素瑜伽”办了年卡"),
            ("grinder_new", "2026-06-15", "profile", 0.5, "用户的手摇磨豆器是一把Comandante C40"),
        ],
        supersede=[("cert_old", "cert_new", "瑜伽教练证"), ("studio_old", "studio_new", "瑜伽馆"),
                   ("knee_old", "knee_new", "膝伤"), ("grinder_old", "grinder_new", "磨豆器")],
        probes=[
            ("paraphrase", 3, "我教别人练体式的资质到手了吗？", ["cert_new"], [(["模块"], ["cert_old"])]),
            ("paraphrase", 5, "我那条伤腿目前有啥忌讳的姿势？", ["knee_new"], [(["拄着拐"], ["knee_old"])]),
            ("paraphrase", 7, "出门我带着碾咖啡粉的那个小玩意，是啥牌子来着？", ["grinder_new"],
             [(["栗子"], ["grinder_old"])]),
            ("paraphrase", 9, "我平常在哪家工作室上课？", ["studio_new"], [(["一隅"], ["studio_old"])]),
            ("task", 11, "下周去大理住十天，帮我挑酒店、安排每天的活动", ["morning", "knee_new", "coffee_kit"],
             [(["拄着拐"], ["knee_old"])]),
            ("task", 13, "帮我规划一趟普洱咖啡庄园之旅，男朋友也一起去", ["farm", "partner", "knee_new"],
             [(["拄着拐"], ["knee_old"])]),
            ("abstention", 15, "我打羽毛球的球拍穿线多少磅？", [], []),
            ("abstention", 17, "我学的油画课下一节是什么时候？", [], []),
            ("background", 19, "我每天背多少个外语词汇来着？", ["bg:用户每天用App背三十个英语单词"], []),
        ],
    ),
    # ------------------------------------------------------------ a11
    dict(
        key="a11", user_id="u_linhao", tenant_id="org_haiyun", target=142,
        persona="林浩（男，40），马术、射箭、F1、高达模型、卡丁车",
        families={}, drop_families=[], drop_topics=[],
        avoid=["马", "模型", "乐高", "射", "冲浪", "跳伞", "过敏", "拼"],
        memories=[
            ("riding_old", "2025-03-08", "profile", 0.6, "用户骑马刚学会慢步和轻快步"),
            ("rclub_old", "2025-03-10", "relation", 0.5, "用户在“云上马术俱乐部”上课"),
            ("archery_old", "2025-04-16", "profile", 0.5, "用户射箭用的是一把二十四磅的反曲弓"),
            ("f1", "2025-05-20", "preference", 0.6, "用户是F1车迷，支持法拉利车队"),
            ("gundam_old", "2025-06-12", "preference", 0.5, "用户收藏的高达模型有八十多盒"),
            ("tailbone", "2025-07-15", "profile", 0.6, "用户骑马摔伤过尾椎，长时间坐车得垫个坐垫"),
            ("daughter", "2025-08-30", "relation", 0.6, "用户的女儿十二岁也在学马术，只敢骑小马"),
            ("wife", "2025-09-22", "relation", 0.6, "用户的老婆对马毛过敏，靠近马厩就打喷嚏"),
            ("gear", "2025-10-30", "profile", 0.5, "用户骑马有自己的头盔和马裤，马靴在俱乐部借"),
            ("expired", "2025-12-18", "event", 0.7, "用户订了2026年春节去新西兰皇后镇跳伞", "2026-02-24"),
            ("kart", "2026-01-09", "preference", 0.4, "用户玩卡丁车，一有机会就去赛道开几圈"),
            ("riding_new", "2026-02-14", "profile", 0.7, "用户马术能跑袭步，能过七十公分的障碍"),
            ("rclub_new", "2026-03-03", "relation", 0.5, "用户在“骏驰马术俱乐部”买了课包"),
            ("gp_wish", "2026-04-02", "preference", 0.6, "用户一直想去摩纳哥看一次F1大奖赛"),
            ("archery_new", "2026-05-11", "profile", 0.6, "用户射箭用复合弓，磅数四十五"),
            ("gundam_new", "2026-07-19", "preference", 0.5, "用户收藏的高达模型有一百三十盒"),
        ],
        supersede=[("riding_old", "riding_new", "马术水平"), ("rclub_old", "rclub_new", "马术俱乐部"),
                   ("archery_old", "archery_new", "弓"), ("gundam_old", "gundam_new", "高达收藏")],
        probes=[
            ("paraphrase", 2, "我的御马功夫到了什么程度？", ["riding_new"],
             [(["轻快步"], ["riding_old"]), (["小马"], ["daughter"])]),
            ("paraphrase", 4, "我射靶用的那把家伙拉力有多大？", ["archery_new"], [(["反曲弓"], ["archery_old"])]),
            ("paraphrase", 6, "我那些拼装机器人攒了多少了？", ["gundam_new"], [(["八十多"], ["gundam_old"])]),
            ("direct", 8, "我是哪个F1车队的车迷？", ["f1"], []),
            ("task", 10, "帮我安排一趟带老婆女儿去内蒙古草原骑马的行程",
             ["daughter", "wife", "riding_new", "tailbone"], [(["轻快步"], ["riding_old"])]),
            ("task", 12, "这周末想去上马术课，帮我约一下马场、看看要带什么", ["rclub_new", "gear"],
             [(["云上"], ["rclub_old"])]),
            ("abstention", 14, "我那块冲浪板是几尺的？", [], []),
            ("expired", 16, "我订的那次跳伞是几点集合？", [], [(["皇后镇"], ["expired"])]),
        ],
    ),
    # ------------------------------------------------------------ a12
    dict(
        key="a12", user_id="u_xuqing", tenant_id="default", target=130,
        persona="许清（男，68，退休），围棋、京剧票友、太极拳，心脏支架",
        families={"car": "none"}, drop_families=["eyes", "parents", "commute"],
        drop_topics=["work", "commute", "family", "games"],
        avoid=["围棋", "太极", "八段锦", "唱片", "游泳", "无人机", "大学", "研究生",
               "毕业", "室友", "同学", "班主任", "支教", "公司", "同事", "实习",
               "教师资格证", "在职", "年终奖", "部门", "加班", "带新人", "跳槽", "下棋",
               "跑", "工作", "项目管理", "羽毛球", "正畸"],
        memories=[
            ("go_old", "2025-03-05", "profile", 0.6, "用户围棋是业余四段"),
            ("troupe_old", "2025-03-22", "relation", 0.5, "用户在社区的京剧票房唱戏"),
            ("taichi_old", "2025-04-08", "preference", 0.5, "用户每天早上打二十四式太极拳"),
            ("pole_old", "2025-05-16", "profile", 0.5, "用户爬山离不开一根铝合金登山杖"),
            ("opera", "2025-06-10", "preference", 0.6, "用户是京剧票友，唱老生，最爱《空城计》"),
            ("heart", "2025-07-01", "profile", 0.9, "用户装了心脏支架，不能去高海拔，也不能剧烈运动"),
            ("grandson_go", "2025-08-18", "relation", 0.5, "用户的孙子小宝八岁，围棋刚定到十级"),
            ("wife", "2025-09-09", "relation", 0.5, "用户的老伴喜欢逛古镇、看园林"),
            ("records", "2025-10-20", "preference", 0.5, "用户收藏京剧老唱片和各种戏票存根"),
            ("go_trip", "2025-11-30", "preference", 0.6, "用户一直想去日本棋院现场看一次职业比赛"),
            ("online_go", "2025-12-10", "preference", 0.4, "用户常在野狐围棋上下快棋"),
            ("hearing", "2026-01-15", "preference", 0.5, "用户听力不太好，看戏喜欢坐前排"),
            ("go_new", "2026-03-14", "fact", 0.7, "用户下围棋拿到了业余五段证书"),
            ("troupe_new", "2026-04-02", "relation", 0.6, "用户加入了区文化馆的“梨园雅集”票友社"),
            ("taichi_new", "2026-05-20", "preference", 0.6, "用户每天早上练陈式太极拳老架一路"),
            ("cane_new", "2026-06-25", "profile", 0.6, "用户出门带一根折叠手杖，累了能撑开当凳子坐"),
        ],
        supersede=[("go_old", "go_new", "围棋段位"), ("troupe_old", "troupe_new", "票友组织"),
                   ("taichi_old", "taichi_new", "太极拳"), ("pole_old", "cane_new", "手杖")],
        probes=[
            ("paraphrase", 4, "我黑白子的段位到几段了？", ["go_new"],
             [(["四段"], ["go_old"]), (["十级"], ["grandson_go"])]),
            ("paraphrase", 6, "我清晨在公园比划的那套功夫是哪一家的？", ["taichi_new"],
             [(["二十四式"], ["taichi_old"])]),
            ("paraphrase", 8, "我跟着哪个戏迷团体一起唱？", ["troupe_new"], [(["票房"], ["troupe_old"])]),
            ("task", 10, "帮我安排去日本看围棋比赛的行程，老伴也一起去",
             ["go_trip", "heart", "wife", "cane_new"], [(["登山杖"], ["pole_old"])]),
            ("task", 12, "下周想去天津听两场京剧，帮我订票和住的地方", ["opera", "hearing", "cane_new"],
             [(["登山杖"], ["pole_old"])]),
            ("abstention", 14, "我游泳馆的年卡还剩几次？", [], []),
            ("abstention", 16, "我玩无人机要不要去报备？", [], []),
        ],
    ),
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def fail(msg: str) -> None:
    print(f"CHECK FAILED: {msg}", file=sys.stderr)
    sys.exit(1)


def parse_time(value: str) -> dt.datetime:
    t = dt.datetime.fromisoformat(value)
    if t.tzinfo is None:
        raise ValueError(f"timestamp without timezone: {value}")
    return t


def load_pool() -> tuple[list[dict], list[str]]:
    """Read background_pool.py as text, verify its sha256, extract constants via ast."""
    raw = POOL_PATH.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != POOL_SHA256:
        fail(f"background pool sha256 mismatch: {digest} != {POOL_SHA256}")
    tree = ast.parse(raw.decode("utf-8"))
    consts = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in ("POOL", "PLACE_WORDS"):
                consts[node.targets[0].id] = ast.literal_eval(node.value)
    if set(consts) != {"POOL", "PLACE_WORDS"}:
        fail("background pool: POOL / PLACE_WORDS not found")
    statements = []
    topic, mtype = None, None
    for line in consts["POOL"].splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        statements.append(dict(text=line, topic=topic, type=mtype, families=fams, active=active))
    return statements, list(consts["PLACE_WORDS"])


def iso(date: dt.date, hour: int, minute: int) -> str:
    return f"{date.isoformat()}T{hour:02d}:{minute:02d}:00{TZ}"


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------

def build() -> dict:
    rng = random.Random(SEED)
    pool, place_words = load_pool()
    pool_texts = {s["text"] for s in pool}
    all_families: dict[str, list[str]] = {}
    for s in pool:
        for f, c in s["families"].items():
            all_families.setdefault(f, [])
            if c not in all_families[f]:
                all_families[f].append(c)

    # pass 1: theme ids
    theme_ids: dict[str, dict[str, str]] = {}
    for acc in ACCOUNTS:
        theme_ids[acc["key"]] = {m[0]: f"h51-{acc['key']}-t{i + 1:02d}" for i, m in enumerate(acc["memories"])}

    def resolve(acc_key: str, ref: str, bg_ids: dict[str, str]) -> str:
        if ref.startswith("bg:"):
            return bg_ids[ref[3:]]
        if ":" in ref:
            other, k = ref.split(":", 1)
            return theme_ids[other][k]
        return theme_ids[acc_key][ref]

    theme_content = {}
    for acc in ACCOUNTS:
        for m in acc["memories"]:
            theme_content[(acc["key"], m[0])] = m[4]

    users = []
    supersessions = []
    sources = {"theme": 0, "background_pool": 0}
    probe_no = 0
    kind_counts = {k: 0 for k in KIND_COUNTS}
    for acc in ACCOUNTS:
        key = acc["key"]
        # --- theme memories
        memories = []
        for m in acc["memories"]:
            mkey, day, mtype, imp, content = m[:5]
            vu = m[5] if len(m) > 5 else None
            d = dt.date.fromisoformat(day)
            entry = {"id": theme_ids[key][mkey], "content": content, "type": mtype,
                     "importance": imp, "created_at": iso(d, rng.randint(8, 22), rng.randint(0, 59))}
            if vu:
                entry["valid_until"] = f"{vu}T23:59:59{TZ}"
            memories.append(entry)
        sources["theme"] += len(memories)

        # --- background filter
        texts_for_places = [m[4] for m in acc["memories"]]
        texts_for_places += [p[2] for p in acc["probes"] if p[0] != "abstention"]
        places = {w for w in place_words if any(w in t for t in texts_for_places)}
        forbid_kw = {norm(alt) for p in acc["probes"] for alts, _ in p[4] for alt in alts}
        avoid = [norm(a) for a in acc["avoid"]]
        chosen_fam = {}
        for fam in sorted(all_families):
            if fam in acc["drop_families"]:
                continue
            chosen_fam[fam] = acc["families"].get(fam) or rng.choice(all_families[fam])
        forced = [r[3:] for p in acc["probes"] for r in p[3] if r.startswith("bg:")]

        def ok(s: dict) -> bool:
            t = norm(s["text"])
            if s["topic"] in acc["drop_topics"] or s["active"]:
                return False
            for f, c in s["families"].items():
                if chosen_fam.get(f) != c:
                    return False
            if any(a in t for a in avoid) or any(k in t for k in forbid_kw):
                return False
            if any(w in s["text"] for w in places):
                return False
            return True

        candidates = [s for s in pool if ok(s)]
        for f in forced:
            if f not in pool_texts:
                raise SystemExit(f"{key}: forced background statement not in pool: {f}")
            if not any(s["text"] == f for s in candidates):
                raise SystemExit(f"{key}: forced background statement filtered out: {f}")
        n_bg = acc["target"] - len(memories)
        rest = [s for s in candidates if s["text"] not in forced]
        if n_bg - len(forced) > len(rest):
            raise SystemExit(f"{key}: not enough background statements ({len(rest)})")
        picked = [s for s in candidates if s["text"] in forced] + rng.sample(rest, n_bg - len(forced))
        rng.shuffle(picked)
        span = (BG_END - BG_START).days
        bg_ids = {}
        for i, s in enumerate(picked):
            d = BG_START + dt.timedelta(days=rng.randint(0, span))
            mid = f"h51-{key}-b{i + 1:03d}"
            bg_ids[s["text"]] = mid
            memories.append({"id": mid, "content": s["text"], "type": s["type"],
                             "importance": round(rng.uniform(0.25, 0.65), 2),
                             "created_at": iso(d, rng.randint(7, 23), rng.randint(0, 59))})
        sources["background_pool"] += len(picked)
        memories.sort(key=lambda e: (e["created_at"], e["id"]))

        # --- probes
        probes = []
        for kind, day, query, rel, forbid in acc["probes"]:
            probe_no += 1
            kind_counts[kind] += 1
            p = {"id": f"h51-p{probe_no:03d}", "kind": kind,
                 "at": iso(dt.date(2026, 9, day), rng.randint(8, 22), rng.randint(0, 59)),
                 "query": query,
                 "relevant": [resolve(key, r, bg_ids) for r in rel]}
            if forbid:
                p["forbid"] = [list(alts) for alts, _ in forbid]
                fids = []
                for _, refs in forbid:
                    for r in refs:
                        rid = resolve(key, r, bg_ids)
                        if rid not in fids:
                            fids.append(rid)
                p["forbid_ids"] = fids
            probes.append(p)

        for old, new, topic in acc["supersede"]:
            supersessions.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                                  "topic": topic, "older": theme_ids[key][old], "newer": theme_ids[key][new]})

        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": memories, "probes": probes})

    n_mem = sum(len(u["memories"]) for u in users)
    forbid_nonleak = sum(1 for u in users for p in u["probes"] if p["kind"] != "leak" and p.get("forbid"))
    multi = sum(1 for u in users for p in u["probes"] if len(p["relevant"]) > 1)
    meta = {
        "description": "Blind holdout: hobbies, sports and leisure in a traveller's life (track R only).",
        "seed": SEED,
        "reference_time": REFERENCE_TIME,
        "background_pool": {"path": "bench/data/src/background_pool.py", "sha256": POOL_SHA256},
        "shared_account": {"user_id": SHARED_USER,
                           "tenants": [a["tenant_id"] for a in ACCOUNTS if a["user_id"] == SHARED_USER],
                           "note": "same user_id, two different people; all leak probes cross between them"},
        "personas": {f"{a['tenant_id']}/{a['user_id']}": a["persona"] for a in ACCOUNTS},
        "supersessions": supersessions,
        "sources": {"theme_memories": sources["theme"], "background_pool_memories": sources["background_pool"],
                    "id_scheme": "h51-<account>-tNN = hand-written theme memory; h51-<account>-bNNN = background pool statement"},
        "counts": {"users": len(users),
                   "tenants": len({a["tenant_id"] for a in ACCOUNTS}),
                   "memories": n_mem,
                   "probes": sum(kind_counts.values()),
                   "probes_by_kind": kind_counts,
                   "supersessions": len(supersessions),
                   "nonleak_probes_with_forbid": forbid_nonleak,
                   "multi_memory_probes": multi},
    }
    return {"format": "memory-eval/v1", "name": SET_NAME, "meta": meta, "users": users}


def render(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# check
# ---------------------------------------------------------------------------

def content_chars(text: str) -> set[str]:
    return {c for c in norm(text) if ("\u4e00" <= c <= "\u9fff") and c not in STOP_CHARS}


def cjk_bigrams(text: str) -> set[str]:
    t = norm(text)
    out = set()
    for i in range(len(t) - 1):
        a, b = t[i], t[i + 1]
        if "\u4e00" <= a <= "\u9fff" and "\u4e00" <= b <= "\u9fff":
            bg = a + b
            if not (a in STOP_CHARS and b in STOP_CHARS):
                out.add(bg)
    out.discard("用户")
    return out


def check() -> None:
    if not OUT_PATH.exists():
        fail(f"{OUT_PATH.name} not found; run without --check first")
    raw = OUT_PATH.read_text(encoding="utf-8")
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        fail(f"invalid JSON: {e}")

    # pool integrity (also verified inside build) and determinism
    pool, _ = load_pool()
    pool_texts = {s["text"] for s in pool}
    if render(build()) != raw:
        fail("file on disk differs from a fresh deterministic build; re-run the builder")

    # ---- FORMAT.md structure
    if data.get("format") != "memory-eval/v1":
        fail("format must be 'memory-eval/v1'")
    if not isinstance(data.get("name"), str) or not data["name"]:
        fail("name missing")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        fail("users must be a non-empty list")
    allowed_top = {"format", "name", "users", "meta"}
    if set(data) - allowed_top:
        fail(f"unexpected top-level fields {set(data) - allowed_top}")

    mem_index: dict[str, tuple[int, dict]] = {}
    probe_ids = set()
    accounts = set()
    for ui, u in enumerate(users):
        if not isinstance(u.get("user_id"), str) or not u["user_id"]:
            fail(f"users[{ui}].user_id missing")
        tenant = u.get("tenant_id", "default")
        if (u["user_id"], tenant) in accounts:
            fail(f"duplicate account {tenant}/{u['user_id']}")
        accounts.add((u["user_id"], tenant))
        if set(u) - {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}:
            fail(f"users[{ui}] has unexpected fields")
        for m in u.get("memories", []):
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                fail(f"memory {m.get('id')} has fields outside FORMAT.md")
            if not isinstance(m.get("id"), str) or not m["id"]:
                fail(f"memory without id in users[{ui}]")
            if m["id"] in mem_index:
                fail(f"duplicate memory id {m['id']}")
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                fail(f"memory {m['id']} has empty content")
            if m.get("type", "fact") not in MEMORY_TYPES:
                fail(f"memory {m['id']} has unknown type {m.get('type')}")
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                fail(f"memory {m['id']} importance out of range")
            try:
                parse_time(m["created_at"])
                if "valid_until" in m:
                    parse_time(m["valid_until"])
            except (KeyError, ValueError) as e:
                fail(f"memory {m['id']} bad timestamp: {e}")
            mem_index[m["id"]] = (ui, m)
        for p in u.get("probes", []):
            if not isinstance(p.get("id"), str) or p["id"] in probe_ids:
                fail(f"probe id missing or duplicate: {p.get('id')}")
            probe_ids.add(p["id"])
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                fail(f"probe {p['id']} has no query")
            if not isinstance(p.get("relevant"), list):
                fail(f"probe {p['id']} needs a relevant list (track R)")
            try:
                parse_time(p["at"])
            except (KeyError, ValueError) as e:
                fail(f"probe {p['id']} bad at: {e}")
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(isinstance(a, list) and a and all(isinstance(k, str) and k for k in a) for a in fb):
                fail(f"probe {p['id']} forbid must be a list of non-empty keyword lists")
            if set(p) - {"id", "at", "query", "relevant", "expect", "forbid", "kind", "forbid_ids"}:
                fail(f"probe {p['id']} has unexpected fields")

    # ---- accounts / tenants
    if len(users) != 12:
        fail(f"expected 12 accounts, found {len(users)}")
    tenants = {u.get("tenant_id", "default") for u in users}
    if len(tenants) != 3 or "default" not in tenants:
        fail(f"expected 3 tenants including default, found {sorted(tenants)}")
    shared = [i for i, u in enumerate(users) if u["user_id"] == SHARED_USER]
    if len(shared) != 2 or users[shared[0]].get("tenant_id", "default") == users[shared[1]].get("tenant_id", "default"):
        fail(f"{SHARED_USER} must exist under exactly two different tenants")
    sa, sb = shared
    ca = {norm(m["content"]) for m in users[sa]["memories"] if "-t" in m["id"]}
    cb = {norm(m["content"]) for m in users[sb]["memories"] if "-t" in m["id"]}
    if ca & cb:
        fail("the two u_zhouning accounts share theme facts; they must be different people")
    n_mem = len(mem_index)
    if not 1700 <= n_mem <= 1900:
        fail(f"about 1800 memories required, found {n_mem}")
    for ui, u in enumerate(users):
        if len(u["memories"]) < 100:
            fail(f"account {u['user_id']} holds only {len(u['memories'])} memories")
        n_bg = sum(1 for m in u["memories"] if "-b" in m["id"])
        n_th = len(u["memories"]) - n_bg
        if n_bg < 3 * n_th:
            fail(f"account {u['user_id']} has too few background memories")
        for m in u["memories"]:
            if "-b" in m["id"] and m["content"] not in pool_texts:
                fail(f"background memory {m['id']} is not a pool statement")
        months = {m["created_at"][:7] for m in u["memories"]}
        if len(months) < 10:
            fail(f"account {u['user_id']} created_at spans too few months")
        types = {m.get("type", "fact") for m in u["memories"]}
        if len(types) < 3:
            fail(f"account {u['user_id']} uses too few memory types")

    # ---- probes
    probes = [(ui, p) for ui, u in enumerate(users) for p in u["probes"]]
    if len(probes) != 128:
        fail(f"expected exactly 128 probes, found {len(probes)}")
    counts = {k: 0 for k in KIND_COUNTS}
    for _, p in probes:
        if p.get("kind") not in KIND_COUNTS:
            fail(f"probe {p['id']} has unknown kind {p.get('kind')}")
        counts[p["kind"]] += 1
    if counts != KIND_COUNTS:
        fail(f"probe kind counts {counts} != required {KIND_COUNTS}")

    ref_time = parse_time(data["meta"]["reference_time"])
    forbid_nonleak = 0
    multi = 0
    leak_dirs = set()
    for ui, p in probes:
        at = parse_time(p["at"])
        if at < ref_time:
            fail(f"probe {p['id']} is asked before the reference time")
        own = users[ui]["memories"]
        own_ids = {m["id"] for m in own}
        for rid in p["relevant"]:
            if rid not in mem_index:
                fail(f"probe {p['id']}: relevant id {rid} does not exist")
            if rid not in own_ids:
                fail(f"probe {p['id']}: relevant id {rid} belongs to another account")
            m = mem_index[rid][1]
            if parse_time(m["created_at"]) >= at:
                fail(f"probe {p['id']}: relevant {rid} created after the probe")
            if "valid_until" in m and parse_time(m["valid_until"]) < at:
                fail(f"probe {p['id']}: relevant {rid} is expired at probe time")
        if len(p["relevant"]) > 1:
            multi += 1
        kind = p["kind"]
        if kind in ("abstention", "expired", "leak"):
            if p["relevant"]:
                fail(f"{kind} probe {p['id']} must expect nothing")
        elif not p["relevant"]:
            fail(f"{kind} probe {p['id']} must expect at least one memory")
        if kind == "background":
            for rid in p["relevant"]:
                if "-b" not in rid or mem_index[rid][1]["content"] not in pool_texts:
                    fail(f"background probe {p['id']} must point at a pool statement")
        fb = p.get("forbid", [])
        fids = p.get("forbid_ids", [])
        if bool(fb) != bool(fids):
            fail(f"probe {p['id']}: forbid and forbid_ids must come together")
        if kind in ("expired", "leak") and not fb:
            fail(f"{kind} probe {p['id']} needs forbid keywords")
        for fid in fids:
            if fid not in mem_index:
                fail(f"probe {p['id']}: forbid id {fid} does not exist")
        fmems = [mem_index[f][1] for f in fids]
        rel_texts = [norm(mem_index[r][1]["content"]) for r in p["relevant"]]
        for alts in fb:
            for kw in alts:
                k = norm(kw)
                if not any(k in norm(m["content"]) for m in fmems):
                    fail(f"probe {p['id']}: forbid keyword '{kw}' not found in its forbid_ids memories")
                if any(k in t for t in rel_texts):
                    fail(f"probe {p['id']}: forbid keyword '{kw}' occurs in an expected memory")
                for m in own:
                    if m["id"] not in fids and k in norm(m["content"]):
                        fail(f"probe {p['id']}: forbid keyword '{kw}' also occurs in {m['id']} of the probing account")
        if kind == "leak":
            if ui not in shared:
                fail(f"leak probe {p['id']} not asked by a {SHARED_USER} account")
            other = sb if ui == sa else sa
            other_ids = {m["id"] for m in users[other]["memories"]}
            if not fids or not all(f in other_ids for f in fids):
                fail(f"leak probe {p['id']}: forbid_ids must all belong to the other {SHARED_USER}")
            leak_dirs.add(ui)
        else:
            for fid in fids:
                if fid not in own_ids:
                    fail(f"non-leak probe {p['id']}: forbid id {fid} is not in the probing account")
            if fb:
                forbid_nonleak += 1
        if kind == "expired":
            for m in fmems:
                if "valid_until" not in m or parse_time(m["valid_until"]) >= at:
                    fail(f"expired probe {p['id']}: {m['id']} has no past valid_until")
        if kind == "paraphrase":
            q_chars, q_bi = content_chars(p["query"]), cjk_bigrams(p["query"])
            for rid in p["relevant"]:
                c = mem_index[rid][1]["content"]
                shared_chars = q_chars & content_chars(c)
                shared_bi = q_bi & cjk_bigrams(c)
                if len(shared_chars) > 2 or shared_bi:
                    fail(f"paraphrase probe {p['id']} copies wording from {rid}: chars {sorted(shared_chars)} bigrams {sorted(shared_bi)}")
    if leak_dirs != set(shared):
        fail("leak probes must run in both directions between the two shared accounts")
    if forbid_nonleak < 40:
        fail(f"only {forbid_nonleak} non-leak probes carry forbid keywords (need >= 40)")
    if multi < 10:
        fail(f"only {multi} multi-memory probes (need >= 10)")

    # ---- supersessions
    sups = data["meta"].get("supersessions", [])
    if len(sups) < 45:
        fail(f"only {len(sups)} supersession pairs (need >= 45)")
    older_ids = set()
    for s in sups:
        for f in ("older", "newer"):
            if s[f] not in mem_index:
                fail(f"supersession {s} points at a missing memory")
        (uo, mo), (un, mn) = mem_index[s["older"]], mem_index[s["newer"]]
        if uo != un:
            fail(f"supersession {s['older']}->{s['newer']} spans two accounts")
        if "valid_until" in mo or "valid_until" in mn:
            fail(f"supersession {s['older']}->{s['newer']} must not carry valid_until")
        if parse_time(mn["created_at"]) <= parse_time(mo["created_at"]):
            fail(f"supersession {s['older']}->{s['newer']}: newer is not later")
        for w in CHANGE_WORDS:
            if w in mn["content"]:
                fail(f"newer memory {s['newer']} uses change word '{w}'")
        older_ids.add(s["older"])
    for ui, p in probes:
        for rid in p["relevant"]:
            if rid in older_ids:
                fail(f"probe {p['id']} expects superseded memory {rid}")
    sup_probes = sum(1 for _, p in probes if older_ids & set(p.get("forbid_ids", [])))
    if sup_probes < 30:
        fail(f"only {sup_probes} probes test supersession (forbid an older version)")

    # ---- theme memories: date words only on expired plans / allowed future plan
    allowed_dated = {f"h51-{a}-t{[m[0] for m in acc['memories']].index(k) + 1:02d}"
                     for acc in ACCOUNTS for (a, k) in FUTURE_DATED_OK if acc["key"] == a}
    for mid, (_, m) in mem_index.items():
        if "-t" in mid and "valid_until" not in m and mid not in allowed_dated and DATE_RE.search(m["content"]):
            fail(f"theme memory {mid} contains a date word but no valid_until: {m['content']}")
    others = sum(1 for mid, (_, m) in mem_index.items()
                 if "-t" in mid and any(w in m["content"] for w in OTHER_PERSON_WORDS))
    if others < 20:
        fail(f"only {others} memories about other people in the users' lives")

    # ---- meta counts
    c = data["meta"]["counts"]
    if (c["memories"] != n_mem or c["probes"] != len(probes) or c["probes_by_kind"] != counts
            or c["supersessions"] != len(sups) or c["nonleak_probes_with_forbid"] != forbid_nonleak
            or c["users"] != len(users) or c["multi_memory_probes"] != multi):
        fail("meta.counts does not match the data")
    if data["meta"]["background_pool"]["sha256"] != POOL_SHA256:
        fail("meta pool sha256 mismatch")

    print(f"OK: {len(users)} accounts / {len(tenants)} tenants, {n_mem} memories, {len(probes)} probes "
          f"{counts}, {len(sups)} supersessions, {forbid_nonleak} non-leak probes with forbid, "
          f"{multi} multi-memory probes, {sup_probes} supersession probes")


def main() -> None:
    if "--check" in sys.argv[1:]:
        check()
        return
    data = build()
    OUT_PATH.write_text(render(data), encoding="utf-8")
    c = data["meta"]["counts"]
    print(f"wrote {OUT_PATH.name}: {c['users']} accounts, {c['memories']} memories, {c['probes']} probes")


if __name__ == "__main__":
    main()
