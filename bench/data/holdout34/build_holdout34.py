#!/usr/bin/env python3
"""Build zh_retrieval_holdout34.json, a blind Chinese retrieval set (memory-eval/v1, track R).

Theme
-----
Travel around EVENTS AND FANDOM. Twelve accounts, one life each:
  a01 u_xiaoman@tn_yueyou     concert-chaser following the (fictional) band 白昼航线 on tour
  a02 u_xiaoman@tn_xingcheng  K-pop fan of the (fictional) group NOVA9, trips to Seoul
                               (same user id and same display name 许小满 as a01, a different life:
                               the 16 "_leak" probes test isolation between these two tenants)
  a03 u_tangyi     theatre lover: Edinburgh Fringe, 乌镇戏剧节, Hong Kong Arts Festival
  a04 u_chengzhi   anime "pilgrimage" (圣地巡礼) fan planning a Japan route
  a05 u_gaofeng    esports fan going to finals (LPL, 德玛西亚杯)
  a06 u_songning   couple planning a destination wedding in Bali, with their guests
  a07 u_hejing     scholar travelling to academic conferences and a visiting stay
  a08 u_fangwei    trade-fair exhibitor (广交会, Hannover Messe)
  a09 u_yaoyao     film-festival volunteer (上影节, FIRST, 平遥, 海南岛国际电影节)
  a10 u_zhaomu     children's-book publisher at book fairs (Frankfurt, Bologna)
  a11 u_dongliang  football fan following away games and a cup final
  a12 u_wuqi       board-game convention goer (Essen, Tokyo Game Market)
Every life has changes of state over months (tickets resold, seats swapped, venue moved,
plans postponed, people joining / dropping out, injury begun and healed, membership tier,
phone / address changed, budget raised, diet begun, preference reversed). The set's
reference date is 2026-11-20 (probes are asked 2026-11-18 .. 2026-11-22, Asia/Shanghai).

Format notes
------------
* `forbid` in memory-eval/v1 is a list of keyword alternatives, not memory ids. Internally
  each forbid entry is tied to a source memory (the superseded / expired memory of the same
  account, or, for "_leak" probes, a similar memory of the twin tenant); the keyword is a
  substring of that source memory, absent from every relevant memory, and (for own-account
  sources) absent from every other memory of the account that is not itself a forbidden
  source; leak keywords are absent from every memory of the probe's own account.
* Probe kinds are written in the id: p_para_NN, p_task_NN, p_direct_NN, p_abst_NN,
  p_expiry_NN, p_bg_NN; a "_leak" suffix marks the 16 cross-tenant probes.
* Every hand-written memory that names a date/season/holiday/relative time carries an
  explicit valid_until, so expiry never depends on the engine's own date inference.

Background (filler) memories
----------------------------
Taken from the POOL literal of bench/data/src/background_pool.py, read as text and parsed
with `ast` (never imported); its sha256 is pinned below, so a changed pool fails the build.
Per account (random.Random(SEED + account number)):
  * one cluster per tag family is kept (forced for some accounts, e.g. blood:o for a01,
    eyes:myopia for a04, phone:ios for a11, car:none / housing:rent for the student a09);
  * "active" statements are dropped for a03 (ankle) and a07 (herniated disc);
  * statements are dropped when they name a PLACE_WORDS place that appears in the
    account's own memories or probes, when they contain a keyword the account must avoid
    (ACCOUNTS[*]["fill"]: contradictions with the life, e.g. 烤面包 for the low-carb a12, the
    work-profile topic for the teacher / professor / student, 手腕 for a11, 桌游 for a12),
    or when they contain any forbid keyword used by the account's probes;
  * the statements a background probe needs are pinned; the rest is a seeded sample;
  * "用户" is rewritten to first person "我".

Blindness record
----------------
Read (as text only: cat / sed / wc / a python heredoc that parses the file with ast):
  /work/shared/eval/FORMAT.md
  /work/main/bench/data/src/background_pool.py
Listed: only /work/main/bench/data/holdout34/ (created with mkdir -p, then ls -la).
Wrote: only /work/main/bench/data/holdout34/build_holdout34.py and
  /work/main/bench/data/holdout34/zh_retrieval_holdout34.json.
Ran: mkdir -p; ls -la holdout34/; cat/sed/wc on the two files above; grep/sed on this
  builder; python3 heredocs that write nothing (sha256 of the pool literal; in-place
  text edits of this builder; exec of this builder's source in memory with
  sys.dont_write_bytecode to review fillers and probes, to feed ~35 broken copies of the
  data to validate() and to run main() with a failing / crashing validator);
  python3 build_holdout34.py --check; python3 build_holdout34.py.
Not done: no git, no look at the engine, its tests, its docs, other evaluation sets or
  any other folder of /work/main; no project tool was run; no network search was used.

Usage
-----
  python3 build_holdout34.py           build, validate, write the JSON
  python3 build_holdout34.py --check   build in memory, validate, exit 1 on any problem
"""
import argparse
import ast
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

SEED = 34034
NAME = "zh_retrieval_holdout34"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "zh_retrieval_holdout34.json")
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
POOL_SHA256 = "b20f712c60950249255585e8dfc4c309bcc9d3055bdeefd718a3989387f3aec4"
TZ = "+08:00"
REF_DATE = dt.date(2026, 11, 20)
FILL_START = dt.date(2025, 12, 1)
FILL_END = dt.date(2026, 11, 15)
FAR = "2030-12-31"
TYPES = {"P": "profile", "F": "preference", "R": "relation", "E": "event", "T": "fact"}
KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
LEAK_TOTAL = 16
MIN_FORBID_PROBES = 50
TOTAL_MEMORIES = (1800, 1900)
HAND_RANGE = (30, 50)
DATE_RE = re.compile(
    r"\d{4}年|(?<!\d)\d{1,2}月|[一二三四五六七八九十]{1,3}月|(?<!\d)\d{1,2}[号日]|今年|明年|去年|前年|"
    r"春节|国庆|元旦|中秋|五一|端午|清明|寒假|暑假|圣诞|跨年|下周|下个月|上个月|周末|"
    r"周[一二三四五六日]|礼拜|星期|樱花季|年底|年初|月底|月初|春天|夏天|秋天|冬天")
WORK_TOPIC = "work"


def P(kind, query, rel, fb=(), lk=()):
    return {"kind": kind, "query": query, "rel": list(rel), "fb": list(fb), "lk": list(lk)}


# ---------------------------------------------------------------------------------------
# The twelve lives. Memory lines: key|created|type|importance|valid_until or -|content
# Supersede pairs: "new<old".
# ---------------------------------------------------------------------------------------
ACCOUNTS = [
    dict(
        code="a01", user="u_xiaoman", tenant="tn_yueyou", twin="a02",
        mem="""
name|2025-12-02|P|0.6|-|我叫许小满，朋友都叫我满满
job|2025-12-02|P|0.6|-|我在杭州一家游戏公司做UI设计，版本上线前后特别忙
fan|2025-12-03|F|0.8|-|我是白昼航线乐队的铁粉，大学时候就开始听他们的歌
fav_song|2025-12-03|F|0.5|-|白昼航线的歌里我最喜欢《北纬三十度》，每场都等这首返场
tour_plan|2025-12-10|E|0.7|2026-12-31|白昼航线2026年「远航」巡演，我打算至少跟五站
fc_silver|2026-01-05|P|0.6|-|我是白昼航线官方歌迷会的银卡会员，抢票能提前半小时进入
xiaowen|2026-01-10|R|0.7|-|小雯是我在歌迷群认识的搭子，巡演基本都是我们俩一起去
xiaowen_phone|2026-01-10|R|0.8|-|小雯的手机号是13857120436
plane|2026-01-12|F|0.8|-|我晕机晕得厉害，国内出行能坐高铁就绝不坐飞机
budget_old|2026-01-15|F|0.6|-|跟巡演我给自己定的规矩是每站花销不超过两千块，票和住宿都算在内
address_old|2026-01-20|P|0.6|-|我住在杭州西湖区文三路，周边和快递都寄到这里
tshirt|2026-02-01|F|0.5|-|每一站我都会买一件巡演T恤，尺码要L
lightstick|2026-02-01|F|0.5|-|我有一根白昼航线的官方蓝牙手灯，演出前一定要记得充满电
sh_ticket|2026-02-14|E|0.6|2026-04-19|上海站4月18号，我抢到了两张内场票
earplug|2026-03-05|F|0.6|-|我耳朵对低频很敏感，看现场必须戴降噪耳塞
sh_resell|2026-03-30|E|0.5|2026-04-19|上海站那两张票我原价转给别人了，那周项目上线实在走不开
mum|2026-04-02|R|0.5|-|我妈一直觉得追巡演太烧钱，每次出发前我都不敢跟她细说
queue|2026-05-01|F|0.5|-|站内场的话我喜欢早点去排队，一般提前四个小时到场
cd_trip|2026-05-20|E|0.6|2026-06-08|成都站6月6号，我和小雯订了春熙路附近的民宿
cd_rain|2026-06-08|E|0.5|-|成都站那天下暴雨，我的相机进水坏了，后来换了一台索尼的微单
fc_gold|2026-06-20|P|0.8|-|歌迷会等级升上去了，我现在是金卡，抢票能提前一小时，还有专属入场通道
sugar|2026-07-01|F|0.7|-|我最近在控糖，奶茶和甜品都戒了，宵夜也尽量不吃
address_new|2026-07-15|P|0.8|-|我搬家了，新地址是杭州滨江区江南大道588号，以后周边都寄这儿
wh_trip|2026-08-20|E|0.5|2026-09-13|武汉站9月12号，这次我一个人去的，住在光谷
budget_new|2026-08-30|F|0.8|-|项目奖金发下来了，巡演每站的预算我放宽到三千五
annual_leave|2026-09-01|P|0.6|2026-12-31|我今年的年假只剩四天了，得省着用在巡演上
gz_venue_old|2026-09-10|E|0.6|2026-12-20|白昼航线广州站原定12月19号在天河体育馆
gz_seat_old|2026-09-25|E|0.6|2026-12-20|广州站的票我抢到的是看台312区
azhe|2026-10-05|R|0.5|-|阿哲是广州本地的歌迷，说到时候带我们去吃早茶
gz_seat_new|2026-10-05|E|0.8|2026-12-20|我跟歌迷群的阿哲换了票，广州站我现在坐内场B区5排
gz_hotel|2026-10-10|E|0.7|2026-12-21|广州站我订了珠江新城的一家亚朵，12月18号入住，住两晚
sz_plan|2026-10-15|E|0.6|2027-01-01|深圳跨年场12月31号，我、小雯和表妹佳佳三个人一起去
sz_ticket|2026-10-20|E|0.7|2027-01-01|深圳跨年场的票是小雯帮我们抢的，我还欠她1280块票钱
gz_venue_new|2026-10-28|E|0.9|2026-12-20|主办方发通知，广州站场地改到了海心沙亚运公园，日期还是12月19号
gz_train|2026-11-02|E|0.7|2026-12-19|去广州的高铁票买好了，12月18号早上8点从杭州东出发
jiajia_out|2026-11-08|E|0.8|2027-01-01|佳佳12月底要考研初试，12月31号深圳跨年场她去不了了，就我和小雯两个人
xian_2027|2026-11-12|E|0.7|2027-03-31|白昼航线官宣明年3月在西安加开返场，我已经预约了开票提醒
""",
        sup="fc_gold<fc_silver address_new<address_old budget_new<budget_old sh_resell<sh_ticket "
            "gz_seat_new<gz_seat_old gz_venue_new<gz_venue_old jiajia_out<sz_plan",
        fill=dict(force={}, drop_words=[], pins=["用户是O型血"]),
        probes=[
            P("direct", "小雯的手机号多少来着？", ["xiaowen_phone"],
              lk=[("xiaowen_phone", "15921876603")]),
            P("para", "我现在这个会员级别，开票能比别人早多久进？", ["fc_gold"],
              fb=[("fc_silver", "银卡")],
              lk=[("membership_new", "黑钻"), ("membership_old", "普通会员")]),
            P("para", "周边快递该寄到哪，我住哪儿你还记得吧", ["address_new"],
              fb=[("address_old", "文三路")], lk=[("address", "漕溪北路")]),
            P("para", "去外地看演出，我一般选什么交通方式？", ["plane"],
              lk=[("fly", "坐高铁会晕车")]),
            P("para", "现场低音炮太震了，我该提前备点啥", ["earplug"]),
            P("task", "帮我把十二月去广州看白昼航线的行程排一下，吃住行都要", 
              ["gz_venue_new", "gz_seat_new", "gz_hotel", "gz_train", "budget_new"],
              fb=[("gz_venue_old", "天河体育馆"), ("gz_seat_old", "312区"), ("budget_old", "两千块")],
              lk=[("dec_concert", "高尺巨蛋"), ("dec_flight", "仁川")]),
            P("task", "跨年去深圳那趟帮我规划一下，顺便提醒我还欠谁钱",
              ["jiajia_out", "sz_ticket", "budget_new", "plane"],
              fb=[("sz_plan", "三个人一起去"), ("budget_old", "两千块")],
              lk=[("ny_countdown", "跨年舞台")]),
            P("expiry", "我下一场去看白昼航线是啥时候、在哪？", ["gz_venue_new"],
              fb=[("wh_trip", "光谷"), ("cd_trip", "春熙路"), ("sh_ticket", "4月18号"),
                  ("sh_resell", "原价转给别人"), ("gz_venue_old", "天河体育馆")],
              lk=[("dec_concert", "12月12号")]),
            P("abst", "广州站主办方说了几点开始检票没？", []),
            P("abst", "我护照号是多少来着，抢票实名要填", [],
              lk=[("passport", "EK3185729")]),
            P("bg", "我血型是啥来着？公司体检表上要填", ["@用户是O型血"]),
        ],
    ),
    dict(
        code="a02", user="u_xiaoman", tenant="tn_xingcheng", twin="a01",
        mem="""
name|2025-12-05|P|0.6|-|我叫许小满，朋友都叫我满满
job|2025-12-05|P|0.6|-|我在上海一家外企做财务，每到结账那几天最忙
fan|2025-12-06|F|0.8|-|我是NOVA9的粉丝，本命是队长韩在允
korean|2025-12-06|P|0.5|-|我韩语学了两年，点菜问路都没问题
address|2026-01-08|P|0.7|-|我住在上海徐汇区漕溪北路，专辑和小卡都寄到这儿
xiaowen|2026-01-10|R|0.7|-|小雯是我大学室友，也是NOVA9的粉，线下活动我们都一起冲
xiaowen_phone|2026-01-10|R|0.8|-|小雯的手机号是15921876603
fly|2026-01-15|F|0.8|-|我坐高铁会晕车，出远门一般都坐飞机，喜欢靠窗的位置
passport|2026-01-20|P|0.7|-|我的护照号是EK3185729，抢韩国场的票要用
membership_old|2026-02-01|P|0.6|-|我开的是NOVA9官方粉丝俱乐部的普通会员
albums|2026-02-10|F|0.5|-|NOVA9每次回归我都买十张专辑冲销量
photocard|2026-02-10|F|0.5|-|我收集韩在允的小卡，已经攒了两百多张
lightstick|2026-02-12|F|0.5|-|我的NOVA9手灯是二代款，出发前要先装好电池
budget|2026-03-01|F|0.7|-|每次去韩国追线下，我的总预算控制在八千以内
seoul_fm_old|2026-03-05|E|0.6|2026-06-01|5月30号NOVA9在首尔开见面会，我和小雯都抽中了
oliveyoung|2026-03-10|F|0.5|-|每次去首尔我都要去Olive Young囤面膜和防晒
nana|2026-03-20|R|0.6|-|娜娜是我在超话认识的中国留学生，住在首尔麻浦区，去了可以找她帮忙
visa|2026-04-01|P|0.6|-|我办了韩国的五年多次签证，不用每次重新申请
kakaot|2026-04-05|F|0.5|-|在韩国打车我用KakaoT，已经绑好了信用卡
esim|2026-04-05|F|0.6|-|去韩国我都买流量eSIM，不租随身WiFi
mum|2026-05-01|R|0.4|-|我妈也被我带着听NOVA9了，她最喜欢忙内朴俊熙
seoul_fm_cancel|2026-05-12|E|0.6|2026-06-01|首尔见面会因为成员受伤延期了，我们的机票和酒店都退掉了
diet|2026-06-15|F|0.8|-|我胃炎犯了，医生让清淡饮食，现在辣的一口都不敢碰
busan|2026-07-02|E|0.5|2026-08-10|8月8号去釜山看NOVA9的夏日演唱会，住在海云台
membership_new|2026-08-01|P|0.8|-|我把NOVA9粉丝俱乐部升成了黑钻会员，年费贵了不少，但能参加签售抽选
fansign|2026-09-05|E|0.4|2026-09-30|9月的签售抽选我没中，白激动一场
dec_concert|2026-09-20|E|0.9|2026-12-13|NOVA9年末演唱会12月12号在首尔高尺巨蛋，我抢到了两张，和小雯一起去
dec_seat_old|2026-09-20|E|0.6|2026-12-13|高尺巨蛋那场我的座位在三楼F区
dec_hotel_old|2026-10-02|E|0.6|2026-12-13|首尔住的地方订了弘大附近的一家民宿
leave|2026-10-08|P|0.6|2026-12-31|我今年还有七天年假没休
weather|2026-10-12|F|0.6|-|我特别怕冷，天一冷出门就得穿加厚羽绒服、贴暖宝宝
dec_seat_new|2026-10-25|E|0.8|2026-12-13|跟超话里的姐妹换了票，高尺巨蛋那场我现在坐一层地板区12排
dec_flight|2026-10-30|E|0.7|2026-12-13|12月11号飞首尔的机票订好了，浦东飞仁川，东航的早班
dec_hotel_new|2026-11-05|E|0.8|2026-12-13|之前那家民宿被房东取消了，我重新订了九老区的一家商务酒店，走到高尺巨蛋十分钟
ny_countdown|2026-11-10|E|0.6|2027-01-01|跨年夜NOVA9要上首尔的跨年舞台，我还在犹豫要不要再飞一趟
""",
        sup="membership_new<membership_old seoul_fm_cancel<seoul_fm_old "
            "dec_seat_new<dec_seat_old dec_hotel_new<dec_hotel_old",
        fill=dict(force={}, drop_words=[], pins=[]),
        probes=[
            P("direct", "小雯的手机号发我一下", ["xiaowen_phone"],
              lk=[("xiaowen_phone", "13857120436")]),
            P("para", "出远门我是坐车舒服还是坐飞机舒服？", ["fly"],
              lk=[("plane", "晕机")]),
            P("para", "我追NOVA9办的那个会员现在啥档次了", ["membership_new"],
              fb=[("membership_old", "普通会员")],
              lk=[("fc_gold", "金卡"), ("fc_silver", "银卡")]),
            P("para", "这一年还能请几天假出去浪？", ["leave"],
              lk=[("annual_leave", "只剩四天")]),
            P("para", "到了首尔要是遇上麻烦，那边有谁能帮我一把", ["nana"]),
            P("task", "帮我把十二月去首尔看NOVA9的行程排一下",
              ["dec_concert", "dec_seat_new", "dec_flight", "dec_hotel_new", "diet"],
              fb=[("dec_seat_old", "三楼F区"), ("dec_hotel_old", "弘大")],
              lk=[("gz_venue_new", "海心沙"), ("gz_hotel", "亚朵")]),
            P("task", "下个月去韩国，帮我列个出发前要准备、要带的东西",
              ["passport", "visa", "esim", "weather", "lightstick", "kakaot"],
              lk=[("lightstick", "蓝牙手灯"), ("earplug", "降噪耳塞")]),
            P("expiry", "下一次能见到NOVA9是啥时候？", ["dec_concert"],
              fb=[("busan", "釜山"), ("seoul_fm_old", "5月30号"), ("seoul_fm_cancel", "延期了")],
              lk=[("gz_venue_new", "12月19号")]),
            P("abst", "我那台相机是什么牌子的？想带去拍舞台", [],
              lk=[("cd_rain", "索尼")]),
            P("abst", "下次签售抽选什么时候开始报名？", []),
        ],
    ),
    dict(
        code="a03", user="u_tangyi", tenant="default", twin=None,
        mem="""
job|2025-12-10|P|0.6|-|我在南京一所中学教语文，只有放假才有整块时间出远门
taste|2025-12-10|F|0.8|-|我最爱看先锋话剧和肢体剧，大制作音乐剧反而兴趣一般
seat_pref|2025-12-15|F|0.7|-|看话剧我喜欢坐前五排靠过道的位置，中场出去方便
immersive_old|2025-12-20|F|0.6|-|我不喜欢沉浸式戏剧，被演员拉着互动会很尴尬
linke|2026-01-05|R|0.6|-|林可是我大学话剧社的老搭档，现在在伦敦读戏剧硕士
linke_phone|2026-01-05|R|0.7|-|林可在英国用的手机号是+44 7700 900321
tangguo|2026-01-05|R|0.5|-|我妹妹唐果在杭州读大学，学的是舞台美术
edi_plan|2026-01-15|E|0.7|2026-08-31|今年8月我要去爱丁堡艺穗节泡两周，林可从伦敦过来会合
card_old|2026-02-01|P|0.6|-|我是南京保利大剧院的普卡会员，买票打九五折
program|2026-02-10|F|0.5|-|每看一场戏我都会买一本场刊收藏
review|2026-02-10|F|0.4|-|我习惯看完戏当晚就写观后感，发在豆瓣上
edi_flat|2026-03-02|E|0.6|2026-08-31|爱丁堡住的是皇家英里大道附近的一间Airbnb，8月5号入住
edi_budget|2026-03-02|F|0.6|2026-08-31|爱丁堡这趟总预算两万五，机票就占了快一半
english|2026-03-20|P|0.6|-|我英语听力一般，看英文戏最好有字幕，或者提前把剧本读一遍
jetlag|2026-04-01|P|0.6|-|我倒时差特别慢，长途飞行落地第一天什么戏都不排
coffee|2026-04-15|F|0.4|-|看戏前我不喝咖啡也不喝茶，怕中途想上厕所
avignon|2026-05-05|F|0.4|-|阿维尼翁戏剧节一直在我的心愿清单上，但还没排上日程
wz_plan|2026-06-10|E|0.6|2026-11-01|十月去乌镇戏剧节，原本约了林可一起
card_new|2026-07-01|P|0.8|-|保利大剧院的会员我升成了金卡，买票打九折，还能提前两天优先购票
club|2026-07-10|P|0.5|-|我在学校带学生戏剧社，每学期排一部学生原创戏
wz_ticket|2026-07-20|E|0.5|2026-11-01|乌镇戏剧节我抢到了一张特邀剧目的票，还有三场青年竞演
edi_review|2026-08-28|E|0.5|-|艺穗节我一共看了二十三场，最喜欢一个波兰剧团的默剧
veg|2026-09-01|F|0.8|-|我现在吃蛋奶素，肉和海鲜都不碰
wz_linke_out|2026-09-12|E|0.6|2026-11-01|林可论文答辩改期回不了国，乌镇换成我妹妹唐果陪我去
wz_ticket_resell|2026-09-20|E|0.5|2026-11-01|乌镇特邀剧目那张票我转给了剧场群里的网友，和青年竞演的场次撞了
wz_train|2026-09-20|F|0.4|-|从南京去乌镇我一般坐高铁到桐乡，再打车过去
ankle_injury|2026-10-20|P|0.7|-|我在乌镇下台阶扭伤了右脚踝，打了石膏，走路得拄拐
immersive_new|2026-10-25|F|0.8|-|在乌镇看完那场沉浸式之后我彻底改观了，现在最想看的就是沉浸式戏剧
youth|2026-10-25|E|0.4|-|乌镇青年竞演里有部叫《潮间带》的作品我特别喜欢
hk_plan|2026-10-30|E|0.8|2027-03-31|明年2月底去香港艺术节，已经买了两场票：一场现代舞，一场粤语话剧
hk_budget_old|2026-10-30|F|0.6|2027-03-31|香港艺术节这趟我先定了八千块的预算
hk_hotel|2026-11-08|E|0.7|2027-03-31|香港那趟我订了湾仔的酒店，2月25号入住，住四晚
ankle_healed|2026-11-12|P|0.8|-|我的右脚踝恢复好了，医生说正常走路没问题，就是暂时别久站
fringe_next|2026-11-13|E|0.7|2027-08-31|2027年的爱丁堡艺穗节我想报名当志愿者，这样能免费看不少戏
hk_budget_new|2026-11-14|F|0.8|2027-03-31|香港那趟预算我加到一万二了，想再补一场加演
""",
        sup="immersive_new<immersive_old card_new<card_old wz_linke_out<wz_plan "
            "wz_ticket_resell<wz_ticket ankle_healed<ankle_injury hk_budget_new<hk_budget_old",
        fill=dict(force={"commute": "bus"}, drop_tags=["active"], drop_topics=[WORK_TOPIC],
                  drop_words=["教师资格证", "钓鱼", "公司"], pins=[]),
        probes=[
            P("para", "跟观众互动、满场跑的那种戏，我现在能接受吗？", ["immersive_new"],
              fb=[("immersive_old", "不喜欢沉浸式")]),
            P("para", "我那只脚恢复得咋样了，走远路行不行", ["ankle_healed"],
              fb=[("ankle_injury", "拄拐")]),
            P("para", "在保利买票我现在能打几折？", ["card_new"],
              fb=[("card_old", "普卡"), ("card_old", "九五折")]),
            P("para", "坐完长途飞机头一天我一般怎么安排？", ["jetlag"]),
            P("task", "帮我把明年二月去香港看艺术节的行程排一下",
              ["hk_plan", "hk_hotel", "hk_budget_new", "veg", "ankle_healed"],
              fb=[("hk_budget_old", "八千块"), ("ankle_injury", "拄拐")]),
            P("task", "明年夏天想去爱丁堡当志愿者，帮我想想要提前准备些什么",
              ["fringe_next", "english", "jetlag", "ankle_healed"],
              fb=[("edi_flat", "皇家英里"), ("edi_budget", "两万五"), ("ankle_injury", "拄拐")]),
            P("direct", "林可在英国的手机号是多少", ["linke_phone"]),
            P("abst", "明年乌镇戏剧节什么时候开票？", []),
            P("abst", "我妹唐果生日是哪天？想送她张戏票", []),
            P("expiry", "我下一趟出远门看戏是去哪儿？", ["hk_plan"],
              fb=[("edi_plan", "泡两周"), ("wz_plan", "原本约了林可"),
                  ("wz_linke_out", "换成我妹妹唐果")]),
        ],
    ),
    dict(
        code="a04", user="u_chengzhi", tenant="default", twin=None,
        mem="""
fan|2025-12-01|F|0.8|-|我是二十年的老二次元，最爱新海诚和京阿尼的作品
job|2025-12-01|P|0.5|-|我在苏州一家芯片公司做测试工程师
comiket|2025-12-10|E|0.4|2025-12-31|12月底去东京看Comiket冬场
uji_past|2026-02-20|E|0.5|2026-03-31|3月中旬去京都宇治巡礼《吹响吧！上低音号》，住在宇治桥边的民宿
uji_done|2026-03-25|E|0.4|-|宇治那趟我把动画里出现过的大吉山展望台和宇治桥都打卡了
trip_old|2026-04-10|E|0.6|2027-01-31|下一次日本圣地巡礼我计划2027年1月去，十天左右
solo|2026-04-10|E|0.6|2027-04-30|这次巡礼我打算一个人去，想怎么拍就怎么拍
language|2026-04-20|P|0.6|-|我日语N3，简单问路点餐没问题
raw|2026-05-01|F|0.8|-|我不吃生的东西，刺身、生鸡蛋拌饭都不行
camera|2026-05-15|F|0.6|-|巡礼我带富士X-T5，专门拍和动画同角度的对比照
app|2026-05-15|F|0.5|-|找取景地我用“舞台探访”那个App，里面有坐标和截图
ema|2026-05-20|F|0.4|-|每到一个圣地我都会买当地的痛绘马带回来
aken|2026-06-01|R|0.6|-|阿Ken是我在漫展认识的朋友，现在在东京读研，说可以带我逛秋叶原
aken_line|2026-06-01|R|0.7|-|阿Ken的LINE号是ken_tokyo93
visa|2026-06-10|P|0.6|2029-06-30|我的日本三年多次签证到2029年6月才到期
cafe|2026-06-20|F|0.4|-|在国内我也常去各种动漫主题的联名咖啡店打卡
route_old|2026-07-01|E|0.6|2027-04-30|巡礼路线初定：东京、秩父、飞驒高山、大洗、镰仓
bwf|2026-07-20|F|0.4|-|上海的BilibiliWorld我每届都去
budget|2026-08-01|F|0.7|-|日本巡礼的预算一万五，周边手办另算
jrpass|2026-08-10|F|0.5|-|查过了，全国JR Pass涨价后不划算，我打算按路线买区域周游券
su|2026-08-15|R|0.6|-|我女朋友苏苏是做平面设计的，对动画不太感冒，但喜欢温泉
trip_new|2026-09-05|E|0.9|2027-04-30|日本巡礼推迟到2027年4月樱花季了，元旦后公司有项目上线走不开
figure|2026-09-10|F|0.4|-|手办我只买景品和一番赏，正价的太贵不碰
luggage|2026-09-20|F|0.5|-|去日本我会带一个空的折叠包装战利品
insurance|2026-10-01|F|0.4|-|出国我一般会买一份境外旅游险
su_join|2026-10-18|E|0.8|2027-04-30|苏苏请到了年假，日本巡礼她跟我一起去，行程里得加点泡温泉的安排
route_new|2026-10-20|E|0.8|2027-04-30|巡礼路线定稿：东京→秩父→飞驒高山→沼津→镰仓，大致十天
chichibu|2026-10-25|F|0.5|-|秩父是《未闻花名》的取景地，我想在那座桥上拍一张和动画一模一样的
hotel_takayama|2026-11-01|E|0.7|2027-04-30|飞驒高山订了一家带露天温泉的旅馆，4月8号入住两晚
kamakura|2026-11-03|F|0.6|-|镰仓高校前那个道口最好早上七点前去，晚了全是游客
photo_ban|2026-11-05|F|0.4|-|我拍圣地会注意不挡路、不拍路人的正脸
""",
        sup="trip_new<trip_old su_join<solo route_new<route_old",
        fill=dict(force={}, drop_words=[], pins=["用户近视四百度，平时戴眼镜"]),
        probes=[
            P("para", "日本这趟谁陪我一起去？", ["su_join"], fb=[("solo", "一个人去")]),
            P("para", "去日本吃饭我有啥忌口的", ["raw"]),
            P("para", "灌篮高手那个铁道路口，想去拍的话什么时段人少", ["kamakura"]),
            P("task", "帮我把明年去日本圣地巡礼的路线和住宿排一排",
              ["trip_new", "route_new", "hotel_takayama", "su_join", "budget"],
              fb=[("trip_old", "2027年1月"), ("route_old", "大洗"), ("solo", "一个人去")]),
            P("task", "帮我列一下日本巡礼要带的装备和证件",
              ["camera", "app", "visa", "luggage"]),
            P("direct", "阿Ken的LINE号是多少", ["aken_line"]),
            P("abst", "秋叶原那家我收藏过的手办店叫什么名字来着", []),
            P("abst", "苏苏的护照什么时候过期？", []),
            P("expiry", "日本巡礼到底哪个月出发？", ["trip_new"],
              fb=[("trip_old", "2027年1月"), ("uji_past", "3月中旬"), ("comiket", "Comiket冬场")]),
            P("bg", "我近视多少度来着？去日本想顺便配副备用眼镜", ["@用户近视四百度，平时戴眼镜"]),
        ],
    ),
    dict(
        code="a05", user="u_gaofeng", tenant="default", twin=None,
        mem="""
fan|2025-12-01|F|0.8|-|我玩英雄联盟快十年了，主队是星火电竞，最喜欢中单选手夜雨
job|2025-12-01|P|0.6|-|我在西安一家公司做后端开发，请假得提前两周报
phone_old|2025-12-05|P|0.6|-|我的手机号是13991230587，抢票登记都用这个
seat_old|2026-01-10|F|0.6|-|看电竞比赛我喜欢坐前排，离选手近
akai|2026-01-15|R|0.7|-|阿凯是我大学室友，也是星火电竞的粉丝，常跟我一起去看比赛
akai_wx|2026-01-15|R|0.7|-|阿凯的微信号是kai_xh1998
budget_old|2026-01-20|F|0.6|-|每次出去看比赛我的预算是一千五以内
streams|2026-02-01|F|0.4|-|没去现场的比赛我都在虎牙看直播
jersey|2026-03-01|F|0.5|-|我每个赛季都会买星火电竞的队服，尺码XL
lightboard|2026-03-05|F|0.5|-|去现场我会自己做应援灯牌，上面写夜雨的ID
mango|2026-03-20|P|0.8|-|我芒果过敏，吃了嘴巴会肿
esport_hotel|2026-04-02|F|0.5|-|出去看比赛我喜欢住电竞酒店，晚上还能和朋友开黑
rank|2026-04-10|P|0.3|-|我自己的排位段位是钻石二
late_night|2026-05-01|F|0.5|-|比赛散场一般很晚，我习惯提前约好网约车
powerbank|2026-05-10|F|0.4|-|去现场我会带两个充电宝，排队和散场打车都靠它
mum|2026-06-01|R|0.4|-|我妈一直不理解我为什么花钱去看别人打游戏
summer_final|2026-07-15|E|0.6|2026-08-17|8月16号LPL夏季赛总决赛在上海，我和阿凯买了看台票
phone_new|2026-08-12|P|0.8|-|我换了新手机号17791236650，以前那个号已经停用了
summer_result|2026-08-17|E|0.5|-|夏季赛总决赛星火电竞3比1赢了，我在现场嗓子都喊哑了
signed|2026-08-17|E|0.4|-|我有一件夜雨签名的队服，一直挂在书房里
seat_new|2026-08-20|F|0.8|-|现场去多了发现前排看不清大屏，现在我更喜欢坐看台正中间偏高的位置
budget_new|2026-09-01|F|0.8|-|涨薪之后，看比赛的预算我提到了两千五
party|2026-09-10|E|0.6|2026-09-28|9月27号我报名了粉丝群在钟楼附近网咖办的线下观赛派对
worlds|2026-10-01|E|0.5|2026-11-09|全球总决赛的决赛11月8号，票没抢到，打算在家看直播
diet|2026-10-05|F|0.8|-|我最近在减脂，晚上不吃主食，也不喝含糖饮料
demacia_ticket|2026-10-20|E|0.9|2026-12-14|德玛西亚杯总决赛12月13号在长沙，我买到了一张看台票
akai_old|2026-10-20|E|0.6|2026-12-14|阿凯说长沙德杯他也去，我们一起订酒店
akai_out|2026-11-09|E|0.8|2026-12-14|阿凯公司年底冲业绩请不了假，长沙德杯只有我一个人去了
demacia_hotel|2026-11-10|E|0.7|2026-12-14|长沙我订了五一广场附近的一家电竞酒店，12月12号入住一晚
demacia_train|2026-11-11|E|0.7|2026-12-14|西安北到长沙南的高铁票买好了，12月12号中午出发
spring_2027|2026-11-15|E|0.7|2027-04-30|听说2027年春季赛总决赛在成都办，我已经预约了开票提醒
""",
        sup="phone_new<phone_old seat_new<seat_old budget_new<budget_old akai_out<akai_old",
        fill=dict(force={}, drop_words=["两个手机号"], pins=[]),
        probes=[
            P("para", "现在去现场看比赛，我更想要什么位置？", ["seat_new"],
              fb=[("seat_old", "离选手近")]),
            P("para", "抢票实名登记，联系电话应该填哪个？", ["phone_new"],
              fb=[("phone_old", "13991230587")]),
            P("para", "我有啥东西吃了会过敏来着？", ["mango"]),
            P("task", "帮我把十二月去长沙看德杯的安排理一下",
              ["demacia_ticket", "akai_out", "demacia_hotel", "demacia_train", "budget_new", "diet"],
              fb=[("akai_old", "他也去"), ("budget_old", "一千五")]),
            P("task", "德杯那天想好好应援一下，穿什么带什么、散场怎么回帮我想想",
              ["lightboard", "jersey", "late_night", "powerbank", "demacia_ticket"]),
            P("direct", "阿凯的微信号是多少？", ["akai_wx"]),
            P("abst", "长沙德杯几点开始检票入场？", []),
            P("abst", "阿凯生日是几月几号来着", []),
            P("expiry", "粉丝群组织的那种线下观赛派对，最近我有报名的吗？", [],
              fb=[("party", "钟楼"), ("worlds", "11月8号")]),
        ],
    ),
    dict(
        code="a06", user="u_songning", tenant="default", twin=None,
        mem="""
job|2025-12-08|P|0.5|-|我在苏州做室内设计，工作时间比较自由
engaged|2025-12-08|R|0.8|-|我和未婚夫陈屿订婚了，想去海外办一场小而美的婚礼
chenyu_job|2025-12-08|R|0.6|-|陈屿是外科医生，请长假特别难
place_old|2026-01-10|E|0.6|2027-06-30|婚礼地点一开始定在普吉岛的一家海边酒店
date_old|2026-01-10|E|0.6|2027-05-31|婚礼日期最初定在2027年5月20号
budget_old|2026-01-15|F|0.6|-|我们俩商量婚礼总预算控制在二十万
guests_old|2026-02-01|E|0.6|2027-06-30|婚礼打算请四十位左右的亲友
aqi|2026-02-20|R|0.6|-|伴娘是我闺蜜阿琪，她在成都当牙医
dalu|2026-02-20|R|0.6|-|伴郎是陈屿的发小大刘，婚礼当天负责接送宾客
place_new|2026-03-15|E|0.9|2027-06-30|婚礼地点改到巴厘岛乌鲁瓦图的悬崖教堂了，陈屿更喜欢那里的日落
date_new|2026-03-15|E|0.9|2027-06-30|婚礼日期改成了2027年6月12号，那天悬崖教堂正好有档期
planner|2026-03-20|R|0.7|-|巴厘岛当地的婚策叫Wayan，WhatsApp号码是+62 812 3907 4415
dad|2026-04-01|R|0.8|-|我爸膝盖做过手术，坐长途飞机要提前申请轮椅服务
visa|2026-04-10|T|0.6|-|去巴厘岛中国护照可以办落地签，每人要交五十万印尼盾
rings|2026-05-01|E|0.4|-|婚戒是在苏州定做的，内圈刻了我们名字的缩写
dress|2026-06-01|E|0.5|-|婚纱在上海一家工作室租的，出发前两周去取
song|2026-06-10|F|0.4|-|仪式入场曲我们选了《小幸运》的钢琴版
diet|2026-07-01|F|0.7|-|我在备婚减脂，晚饭只吃蔬菜和鸡胸肉
chenyu_allergy|2026-07-05|R|0.8|-|陈屿对花生过敏，婚宴和平时点菜都得避开
budget_new|2026-08-10|F|0.8|-|双方父母各赞助了一些，婚礼总预算提高到三十五万
aqi_out|2026-08-25|R|0.8|-|阿琪怀孕了，医生不建议长途飞行，伴娘改成我表妹小桃
honeymoon|2026-09-01|E|0.7|2027-07-31|蜜月打算婚礼结束后直接去科莫多岛潜水一周
leave|2026-09-01|R|0.7|-|陈屿只请到了十天假，婚礼加蜜月都得挤在这十天里
xiaotao|2026-09-01|R|0.5|-|表妹小桃在读大四，英语很好，可以帮忙和婚策沟通
diving|2026-09-02|R|0.5|-|陈屿有潜水证，我还没考，打算在科莫多岛先体验一次
guests_new|2026-09-20|E|0.8|2027-06-30|婚礼宾客名单砍到了二十八人，只请最亲的
flights|2026-10-12|E|0.8|2027-06-30|亲友团统一坐6月9号晚上从上海浦东直飞巴厘岛的航班
villa|2026-10-12|E|0.7|2027-06-30|宾客住在金巴兰的一家度假酒店，我们包了十四间房
photographer|2026-10-20|R|0.5|-|婚礼跟拍请的是给我们拍婚纱照的摄影师阿乐
rain_plan|2026-10-22|E|0.5|2027-06-30|巴厘岛6月是旱季，不过我们还是让婚策准备了帐篷备案
grandma|2026-11-01|R|0.6|-|奶奶年纪大了不去巴厘岛，回国后我们在苏州补办一场答谢宴
invite|2026-11-05|E|0.4|-|电子请帖是我自己用Canva做的，已经发给宾客了
mum_veg|2026-11-06|R|0.6|-|我妈吃素，婚宴菜单要单独给她配一份素食
""",
        sup="place_new<place_old date_new<date_old guests_new<guests_old "
            "budget_new<budget_old aqi_out<aqi",
        fill=dict(force={}, drop_words=[], pins=["用户的表姐在国外定居"]),
        probes=[
            P("para", "我们仪式最后选在哪儿办的？", ["place_new"], fb=[("place_old", "普吉岛")]),
            P("para", "这次飞过去观礼的一共几个人", ["guests_new"], fb=[("guests_old", "四十位")]),
            P("para", "谁来给我当伴娘来着？", ["aqi_out"], fb=[("aqi", "伴娘是我闺蜜阿琪")]),
            P("para", "结婚这事我们手里总共能花多少钱？", ["budget_new"],
              fb=[("budget_old", "二十万")]),
            P("task", "帮我写一份给亲友团的巴厘岛出行通知，日期、航班、住哪、签证都写清楚",
              ["date_new", "flights", "villa", "visa", "place_new", "dad"],
              fb=[("date_old", "5月20号"), ("place_old", "普吉岛")]),
            P("task", "帮我们规划婚礼之后的蜜月，时间比较紧",
              ["honeymoon", "leave", "diving", "chenyu_allergy"]),
            P("direct", "Wayan的WhatsApp号码是多少", ["planner"]),
            P("abst", "婚礼当天的司仪请的是谁？", []),
            P("abst", "陈屿的护照什么时候到期？", []),
            P("expiry", "婚礼到底定在哪天？我老记混", ["date_new"], fb=[("date_old", "5月20号")]),
            P("bg", "我们家有亲戚住在国外吗？想问问能不能顺路来参加婚礼",
              ["@用户的表姐在国外定居"]),
        ],
    ),
    dict(
        code="a07", user="u_hejing", tenant="default", twin=None,
        mem="""
job|2025-12-05|P|0.6|-|我在武汉一所大学做计算语言学方向的副教授
daughter|2025-12-05|R|0.5|-|我女儿朵朵上小学二年级，我出差时她爸爸带
husband_phone|2025-12-06|R|0.7|-|我老公方远的手机号是13607125518
ff_old|2026-01-10|P|0.5|-|我是东航常旅客银卡
reimb_old|2026-01-10|T|0.6|-|学校出国开会的住宿报销标准是每晚一千二
seat|2026-01-12|F|0.7|-|长途飞行我一定要选靠过道的座位，方便起来走动
back|2026-01-12|P|0.8|-|我有腰椎间盘突出，坐超过三小时就必须站起来活动
lactose|2026-01-20|F|0.7|-|我乳糖不耐受，会议茶歇的奶茶和奶油蛋糕都不能碰
vienna_plan|2026-02-15|E|0.5|2026-07-20|7月去维也纳开一个语言学国际会议，论文是海报展示
airport|2026-02-20|F|0.5|-|出国我一般从武汉天河机场走，航班少的时候去上海转机
slides|2026-03-01|F|0.5|-|做报告我习惯用自己的笔记本，包里常备Type-C转HDMI的转接头
mask|2026-03-10|F|0.4|-|坐飞机我一定戴口罩和眼罩，不然下飞机就头疼
tea|2026-04-01|F|0.4|-|开会时我只喝黑咖啡或者绿茶
vienna_oral|2026-04-20|E|0.5|2026-07-20|维也纳那篇论文从海报改成了口头报告，讲20分钟
hz_conf|2026-04-25|E|0.4|2026-05-31|5月在杭州开国内会议，我做分会场主持
jetlag|2026-05-01|F|0.5|-|我倒时差的办法是落地当天不睡午觉，晚上早点睡
wanglei|2026-05-10|R|0.5|-|合作者王磊在爱丁堡大学做博后，我们一直远程合写论文
group|2026-05-20|R|0.4|-|我的课题组现在有五个博士生和三个硕士生
insurance|2026-06-01|T|0.6|-|学校买的差旅保险只保国内，出国得自己补买一份
passport|2026-06-01|P|0.6|2031-12-31|我的护照2031年才到期
near_venue|2026-06-15|F|0.5|-|开会期间我不喜欢住太远，宁可贵一点住在会场附近
ff_new|2026-08-01|P|0.8|-|东航常旅客我升到了金卡，现在能用贵宾室了
reimb_new|2026-09-01|T|0.8|-|学院出了新规，出国住宿报销上限提到了每晚一千六，超出部分自己掏
sg_workshop|2026-09-10|E|0.9|2026-12-12|12月8号到11号在新加坡参加一个多语言处理研讨会，我是特邀报告人
sg_student_old|2026-09-10|E|0.6|2026-12-12|学生小梁跟我一起去新加坡，他做海报展示
xiaoliang|2026-09-12|R|0.5|-|小梁是我带的二年级博士生，做低资源语言翻译
sg_hotel|2026-10-15|E|0.7|2026-12-12|新加坡的酒店是会务统一订的，在肯特岗附近，走到会场十分钟
sg_student_out|2026-11-02|E|0.8|2026-12-12|小梁的签证材料出了问题去不了新加坡了，他的海报由我代讲
kyoto_visit|2026-11-05|E|0.8|2027-03-31|明年3月去京都大学做两周访问学者，合作导师是山田教授
yamada_email|2026-11-05|R|0.7|-|山田教授的邮箱是yamada.kenji@example.jp
deadline|2026-11-08|E|0.6|2027-01-16|2027年1月15号是一个期刊特刊的截稿日，新加坡回来得抓紧写
""",
        sup="vienna_oral<vienna_plan ff_new<ff_old reimb_new<reimb_old sg_student_out<sg_student_old",
        fill=dict(force={"commute": "metro"}, drop_tags=["active"], drop_topics=[WORK_TOPIC],
                  drop_words=["酸奶", "拉花", "公司", "在职研究生"], pins=["用户考了红十字会的急救员证"]),
        probes=[
            P("para", "出国开会住酒店，学校现在一晚给报多少？", ["reimb_new"],
              fb=[("reimb_old", "一千二")]),
            P("para", "坐长途飞机我习惯选什么样的位子？", ["seat"]),
            P("para", "我在东航现在是啥等级，候机能进休息室不？", ["ff_new"],
              fb=[("ff_old", "银卡")]),
            P("task", "帮我把十二月去新加坡开会那几天安排一下",
              ["sg_workshop", "sg_student_out", "sg_hotel", "reimb_new", "lactose", "slides"],
              fb=[("sg_student_old", "小梁跟我一起去"), ("reimb_old", "一千二")]),
            P("task", "明年去京都访学，帮我列一下出发前要办的事情",
              ["kyoto_visit", "yamada_email", "passport", "insurance"]),
            P("direct", "方远的手机号是多少", ["husband_phone"]),
            P("abst", "新加坡那个研讨会的注册费我交了多少？", []),
            P("expiry", "新加坡这趟到底有谁跟我一起去？", ["sg_student_out"],
              fb=[("sg_student_old", "小梁跟我一起去")]),
            P("bg", "我是不是有急救方面的证书？会务组在招志愿者问这个",
              ["@用户考了红十字会的急救员证"]),
        ],
    ),
    dict(
        code="a08", user="u_fangwei", tenant="default", twin=None,
        mem="""
job|2025-12-03|P|0.7|-|我在宁波一家做工业水泵的公司负责海外市场，一年要跑好几个展会
address_old|2025-12-03|P|0.6|-|我们公司在宁波江北区，样品和资料都从这边寄
diet|2025-12-04|F|0.8|-|我是回族，不吃猪肉，出国吃饭要特别注意
hotel_pref_old|2026-02-01|F|0.6|-|展会期间我习惯住展馆走路能到的酒店，贵点也认了
budget_old|2026-02-10|T|0.6|-|公司给每次海外展会的差旅预算是三万五
whatsapp|2026-02-15|F|0.4|-|海外客户一般加我WhatsApp，国内客户加微信
hm2026|2026-03-01|E|0.6|2026-04-25|4月20号去汉诺威工博会，这是我们第一次在德国参展
german|2026-03-05|P|0.5|-|我只会几句德语，在德国基本靠英语
adapter|2026-03-05|F|0.4|-|德国插座是欧标两圆孔，我买了两个转换插头放在行李箱里
hm2026_result|2026-04-30|E|0.5|-|第一次去汉诺威展收了两百多张名片，有两家德国代理商还在跟进
hotel_pref_new|2026-05-02|F|0.8|-|汉诺威展会那几天酒店价格翻了三倍，以后我宁可住远点坐轻轨过去
mueller|2026-05-05|R|0.5|-|德国代理商Müller先生说想来宁波看看我们的工厂
address_new|2026-06-18|P|0.8|-|公司搬到了宁波高新区聚贤路，寄样品和资料都用新地址
cards|2026-07-01|F|0.4|-|参展名片我一次印五盒，背面是英文
canton_hotel|2026-07-10|F|0.5|-|参加广交会我们每次都住广州琶洲那边的公寓式酒店
canton_autumn|2026-09-01|E|0.6|2026-10-20|秋季广交会我们在一期，10月15号到19号
laohan|2026-09-05|R|0.6|-|老韩是我们的销售主管，广东人，跟客户讲粤语很吃香
laohan_phone|2026-09-05|R|0.7|-|老韩的手机号是13586609127
xiaojiang|2026-09-05|R|0.5|-|小蒋是我们部门的外贸业务员，英语很好，做事细
hm2027|2026-10-20|E|0.9|2027-04-30|2027年汉诺威工博会我们订了标准展位，在27号馆，我带样机过去
canton_result|2026-10-22|E|0.5|-|秋交会谈了十七家客户，拿到三个意向订单
spring_booth_old|2026-10-28|E|0.6|2027-04-30|明年春季广交会我们的展位分到了17.1馆D12
budget_new|2026-10-30|T|0.8|2027-12-31|老板批了，明年海外展会的差旅预算提到五万
clash|2026-11-01|E|0.6|2027-04-30|明年汉诺威和广交会时间挨着，我去汉诺威，广交会交给同事小蒋
visa|2026-11-05|T|0.7|2027-06-30|我的申根签证办下来了，多次往返，有效期到2027年6月
interpreter|2026-11-08|E|0.6|2027-04-30|汉诺威展我请了一个德语翻译叫Lena，每天220欧
jiang_out|2026-11-10|E|0.8|2027-04-30|小蒋明年春天要休产假，春交会改由销售主管老韩带队
spring_booth_new|2026-11-12|E|0.8|2027-04-30|春交会展位调整了，改到18.1馆B05，是个转角位
samples|2026-11-15|E|0.7|2027-04-30|汉诺威要用的两台样机走海运，最晚2027年2月底要从宁波港发出去
catalog|2026-11-15|F|0.5|-|展会上要带英文和德文两版产品手册，各印三百本
""",
        sup="hotel_pref_new<hotel_pref_old address_new<address_old budget_new<budget_old "
            "spring_booth_new<spring_booth_old jiang_out<clash",
        fill=dict(force={}, drop_words=[], pins=[]),
        probes=[
            P("para", "明年春天那届广交会，我们摊位在哪个馆？", ["spring_booth_new"],
              fb=[("spring_booth_old", "D12")]),
            P("para", "出去参展住宿我现在是什么思路？", ["hotel_pref_new"],
              fb=[("hotel_pref_old", "贵点也认了")]),
            P("para", "明年出国参展，公司给的差旅钱有多少", ["budget_new"],
              fb=[("budget_old", "三万五")]),
            P("para", "寄样机的发件地址该填哪？", ["address_new"], fb=[("address_old", "江北区")]),
            P("task", "帮我把明年四月去汉诺威参展的事情列个计划",
              ["hm2027", "visa", "samples", "interpreter", "hotel_pref_new", "budget_new"],
              fb=[("hotel_pref_old", "贵点也认了"), ("budget_old", "三万五")]),
            P("task", "春季广交会的人员分工和要准备的东西帮我理一下",
              ["jiang_out", "spring_booth_new", "laohan", "canton_hotel", "catalog"],
              fb=[("clash", "交给同事小蒋"), ("spring_booth_old", "D12")]),
            P("direct", "老韩的手机号是多少", ["laohan_phone"]),
            P("abst", "汉诺威展位的搭建商对接人是谁来着", []),
            P("abst", "翻译Lena的联系电话你记了吗", []),
            P("expiry", "我下一个要跑的展会是哪个？", ["hm2027"],
              fb=[("canton_autumn", "10月15号"), ("hm2026", "第一次在德国参展")]),
        ],
    ),
    dict(
        code="a09", user="u_yaoyao", tenant="default", twin=None,
        mem="""
student|2025-12-02|P|0.6|-|我在上海读电影专业的研究生，方向是电影发行
thesis|2025-12-02|P|0.4|-|我的毕业论文写的是中国独立电影的发行困境
director|2025-12-05|F|0.4|-|我最喜欢的导演是是枝裕和
goal|2025-12-10|F|0.5|-|毕业后我想去电影节的策展部门工作
phone_old|2026-01-05|P|0.6|-|我的手机号是18621093347，志愿者报名都填这个
seafood|2026-01-08|P|0.9|-|我对虾蟹过敏，吃了会起一身疹子
ielts|2026-02-10|P|0.6|-|我雅思考了7分，口语还行，能做外语陪同
mentor|2026-02-20|R|0.4|-|我的导师陈老师做过好几届电影节的选片人
luggage|2026-03-01|F|0.5|-|我出门只带一个20寸的登机箱，从来不托运
ticket_pref|2026-03-10|F|0.4|-|电影节看片我喜欢选有导演映后见面的场次
siff|2026-05-10|E|0.5|2026-06-25|6月上海国际电影节我当志愿者，分在影城检票组
shoes|2026-05-20|F|0.4|-|做场务要一直站，我会带一双厚底运动鞋
siff_change|2026-06-05|E|0.5|2026-06-25|上影节我从检票组调到了嘉宾接待组
badge|2026-06-10|F|0.4|-|各个电影节的证件挂绳我都收藏着，攒了一小盒
first|2026-06-20|E|0.5|2026-08-05|7月底去西宁FIRST青年电影展做媒体志愿者
altitude|2026-08-02|P|0.6|-|我在西宁有轻微高原反应，头疼了两天，以后去高海拔得备药
sun|2026-08-03|P|0.6|-|我皮肤对紫外线敏感，晒久了会起红疹，出门得穿防晒衣
phone_new|2026-08-20|P|0.8|-|我换成了新号码15000718264，旧号已经注销了
pingyao|2026-09-01|E|0.5|2026-10-20|10月平遥影展我在放映厅做场务
budget|2026-09-10|F|0.5|-|做志愿者我自己掏的钱尽量控制在两千以内，主要是路费
pingyao_shift|2026-09-25|E|0.6|2026-10-20|平遥影展期间我的排班是每天下午2点到晚上10点
aman|2026-10-15|R|0.5|-|阿蔓是我在平遥做场务时认识的志愿者，人特别好
pingyao_film|2026-10-18|E|0.4|-|平遥影展上我最喜欢的片子是一部讲煤矿工人的纪录片
volunteer_count|2026-10-25|E|0.4|-|算上平遥，我已经做过三个电影节的志愿者了
hainan_role_old|2026-10-28|E|0.6|2026-12-31|12月海南岛国际电影节我申请到了志愿者，岗位是红毯引导
mum|2026-11-01|R|0.4|-|我妈担心我到处跑耽误论文，每次出门我都跟她报平安
hainan_role_new|2026-11-06|E|0.9|2026-12-31|海南岛电影节那边看我雅思成绩，把我的岗位改成了外语嘉宾陪同
hainan_dates|2026-11-10|E|0.8|2026-12-31|海南岛电影节志愿者要12月5号前到三亚报到，服务到12月13号
hainan_lodging|2026-11-10|E|0.7|2026-12-31|三亚那边主办方安排住在三亚湾的志愿者酒店，两人一间，跟我同屋的是阿蔓
meal|2026-11-12|T|0.5|2026-12-31|海南岛电影节志愿者每天有一百块餐补
flight|2026-11-14|E|0.7|2026-12-31|12月4号从浦东飞三亚的机票订好了，春秋航空的
""",
        sup="siff_change<siff hainan_role_new<hainan_role_old phone_new<phone_old",
        fill=dict(force={"car": "none", "housing": "rent", "commute": "metro"},
                  drop_topics=[WORK_TOPIC],
                  drop_words=["公司", "在职研究生", "备忘录", "两个手机号", "参加工作"],
                  pins=["用户用Notion管理个人笔记"]),
        probes=[
            P("para", "海南那边这次我具体负责什么？", ["hainan_role_new"],
              fb=[("hainan_role_old", "红毯引导")]),
            P("para", "电影节报名表上联系电话该填哪个？", ["phone_new"],
              fb=[("phone_old", "18621093347")]),
            P("para", "到三亚吃饭我得注意点什么", ["seafood"]),
            P("task", "帮我规划一下十二月去三亚当志愿者这一趟",
              ["hainan_role_new", "hainan_dates", "hainan_lodging", "flight", "seafood", "sun"],
              fb=[("hainan_role_old", "红毯引导")]),
            P("task", "三亚那趟的行李帮我列一下", ["luggage", "sun", "hainan_dates"]),
            P("abst", "海南岛电影节的开幕片是哪部？", []),
            P("abst", "阿蔓是哪个学校的来着", []),
            P("expiry", "我现在每天的志愿者排班是几点到几点？", [],
              fb=[("pingyao_shift", "下午2点到晚上10点")]),
            P("bg", "我平时记笔记用的是哪个软件？想把排班表也放进去",
              ["@用户用Notion管理个人笔记"]),
        ],
    ),
    dict(
        code="a10", user="u_zhaomu", tenant="default", twin=None,
        mem="""
job|2025-12-04|P|0.7|-|我在北京一家童书出版社做版权经理，主要做引进版权
bibf|2025-12-04|P|0.5|-|北京图博会我每届都参加，负责接待外方出版社
gout|2025-12-10|P|0.9|-|我有痛风，海鲜、动物内脏和啤酒都不能碰
budget_old|2026-01-10|T|0.6|-|社里出国参展的人均预算是三万
samples_old|2026-01-15|F|0.6|-|跟外方谈版权我喜欢带纸质样书，翻起来更直观
suqing|2026-02-01|R|0.6|-|苏晴是我带的编辑，意大利语很好
suqing_phone|2026-02-01|R|0.7|-|苏晴的手机号是13910286574
dachuan|2026-02-01|R|0.4|-|大川是社里的美编，画风很受外方喜欢
dinner|2026-02-15|F|0.5|-|出差时我午饭吃得很简单，晚饭才算正餐
italian|2026-03-01|P|0.5|-|我不会意大利语，在意大利基本靠英语和苏晴
son|2026-03-10|R|0.4|-|我儿子上初二，我出差时我爱人在家管他学习
picturebook|2026-04-01|F|0.5|-|我自己最偏爱北欧风格的绘本，选题时会多看看
award|2026-05-10|E|0.4|-|我们社引进的一本芬兰绘本拿了冰心儿童图书奖
flying|2026-05-20|F|0.5|-|长途飞行我喜欢选夜里的航班，上飞机就睡
korea|2026-06-10|R|0.4|-|韩国的Sora出版社和我们合作了好几年
luggage|2026-07-01|F|0.4|-|出国参展我会带一个可折叠的拖车，用来拉资料
frankfurt|2026-08-01|E|0.5|2026-10-25|10月去法兰克福书展，主要谈德语绘本的引进
frankfurt_hotel|2026-08-05|E|0.4|2026-10-25|法兰克福那几天住在展馆附近的一家连锁酒店
samples_new|2026-08-20|F|0.8|-|我现在样书都做成平板上的PDF，再也不背几十斤书到处跑了
pen|2026-09-01|F|0.3|-|谈版权时我习惯用一本牛皮纸笔记本手写记录
frankfurt_result|2026-10-26|E|0.5|-|法兰克福书展谈成了三本德国绘本的中文版权
bologna_2027|2026-10-30|E|0.9|2027-04-30|明年4月去博洛尼亚童书展，社里批了三个人的名额
bologna_team_old|2026-10-30|E|0.6|2027-04-30|博洛尼亚这次是我、编辑苏晴和美编大川三个人去
ccbf|2026-11-01|E|0.5|2026-11-16|11月中旬上海童书展我们社有展位，我去两天
budget_new|2026-11-05|T|0.8|-|社里把出国参展的人均预算提到了四万
reading|2026-11-06|F|0.3|-|我每个月自己要读完二十本外版童书
appointments|2026-11-10|E|0.7|2027-04-30|博洛尼亚我已经约了十二场版权会谈，意大利和韩国的出版社最多
bologna_team_new|2026-11-14|E|0.8|2027-04-30|大川的签证赶不上，博洛尼亚改成我、苏晴和发行部的小陶三个人去
hotel|2026-11-14|E|0.7|2027-04-30|博洛尼亚书展期间酒店很贵，我们订了火车站附近的一套公寓
xiaotao|2026-11-14|R|0.4|-|小陶是发行部新来的，以前在英国留学，英语比我好
catalog|2026-11-15|E|0.6|2027-04-30|版权推荐目录要做中英双语，去博洛尼亚前印两百本
""",
        sup="samples_new<samples_old budget_new<budget_old bologna_team_new<bologna_team_old",
        fill=dict(force={}, drop_words=[], pins=[]),
        probes=[
            P("para", "意大利那趟最后是哪几个人去？", ["bologna_team_new"],
              fb=[("bologna_team_old", "美编大川")]),
            P("para", "现在出国参展每个人能花多少钱？", ["budget_new"],
              fb=[("budget_old", "是三万")]),
            P("para", "跟外国出版社谈的时候，样书我现在怎么带？", ["samples_new"],
              fb=[("samples_old", "纸质样书")]),
            P("task", "帮我把明年四月博洛尼亚书展的行程和准备事项排一下",
              ["bologna_2027", "bologna_team_new", "appointments", "hotel", "catalog", "budget_new"],
              fb=[("bologna_team_old", "美编大川"), ("budget_old", "是三万")]),
            P("task", "在意大利那几天，吃饭的地方帮我挑挑", ["gout", "dinner", "hotel"]),
            P("direct", "苏晴的手机号是多少", ["suqing_phone"]),
            P("abst", "明年法兰克福书展几号开幕？", []),
        ],
    ),
    dict(
        code="a11", user="u_dongliang", tenant="default", twin=None,
        mem="""
fan|2025-12-01|F|0.8|-|我是武汉长江雄鹰的死忠球迷，看了十二年球
job|2025-12-01|P|0.5|-|我在武汉一家汽车零部件厂做质检，一般能正常双休
ultras|2025-12-02|P|0.6|-|我是雄鹰球迷协会“江鹰会”的成员，客场一般跟协会大巴走
peng_phone|2025-12-02|R|0.7|-|江鹰会会长老彭的电话是13308641275
phone_old|2025-12-03|P|0.6|-|我的手机号是13720567819
address_old|2025-12-03|P|0.6|-|我住在武汉汉阳区钟家村
season_old|2025-12-15|P|0.6|-|我的季票一直是南看台普通区，每场都站着唱歌
beer_old|2026-01-05|F|0.6|-|看球不喝啤酒没灵魂，我每场至少两罐
scarf|2026-01-10|F|0.5|-|每个客场我都戴那条冲超那年买的旧围巾，算护身符
hotel_pref|2026-01-20|F|0.5|-|客场过夜我一般住快捷酒店，离球场越近越好
budget|2026-01-20|F|0.6|-|每个客场我给自己定的花销是一千块以内
wife|2026-02-01|R|0.5|-|我老婆不太懂球，但每次客场她都让我到了发个定位
away_sh|2026-03-05|E|0.5|2026-03-16|3月15号客场去上海，跟协会大巴走
dad|2026-03-10|R|0.8|-|我爸七十岁了，有高血压，看球不能太激动，出门得带降压药
flag|2026-04-01|T|0.4|-|客队球迷进场不能带超过两米的旗杆，大旗得提前跟协会报备
chant|2026-05-01|F|0.4|-|我是协会里领唱的，嗓子得护着，客场前一晚不熬夜
ticket_app|2026-06-01|F|0.4|-|客场票我一般在协会统一登记，不自己在App上抢
away_cd|2026-07-10|E|0.5|2026-07-20|7月19号去成都打客场，坐协会包的大巴
wrist_injury|2026-07-20|P|0.7|-|成都客场那场我在看台台阶上摔了一跤，左手腕骨裂，打了石膏
phone_new|2026-08-15|P|0.8|-|我换号了，现在用18971026634
beer_new|2026-09-01|F|0.8|-|体检查出尿酸高，啤酒我戒了，现在看球只喝无糖可乐
wrist_healed|2026-09-20|P|0.8|-|我的左手腕已经长好了，复查说能正常提重物
address_new|2026-10-01|P|0.8|-|我搬到了武昌区徐东大街，协会寄东西要改地址
xiaowu|2026-10-10|R|0.5|-|小伍是我车间的同事，也是雄鹰球迷
away_record|2026-10-30|E|0.4|2026-12-31|今年我一共跟了九个客场，创了自己的纪录
cup_final|2026-11-10|E|0.9|2026-12-07|足协杯决赛12月6号在北京打，客队球迷票我抢到了三张
cup_old|2026-11-10|E|0.6|2026-12-07|决赛我打算带我爸和表哥阿峰一起去
cup_train|2026-11-12|E|0.7|2026-12-07|去北京坐12月5号晚上的高铁，住在工体附近的一家如家
cup_new|2026-11-14|E|0.8|2026-12-07|阿峰临时要出差去不了，他那张决赛票转给了我同事小伍
season_new|2026-11-15|P|0.8|2027-12-31|2027赛季的季票我升级到了西看台VIP区，年纪大了想坐着看
schedule_2027|2026-11-15|E|0.6|2027-12-31|2027赛季赛程还没出，等出来第一个客场我就报名
""",
        sup="season_new<season_old beer_new<beer_old wrist_healed<wrist_injury "
            "phone_new<phone_old address_new<address_old cup_new<cup_old",
        fill=dict(force={"parents": "retired"}, drop_words=["皇马", "手腕", "两个手机号"],
                  pins=["用户用的手机是iPhone 15"]),
        probes=[
            P("para", "明年的年票我买的哪个区？", ["season_new"],
              fb=[("season_old", "南看台普通区")]),
            P("para", "我那只手现在能扛大旗了不？", ["wrist_healed"], fb=[("wrist_injury", "骨裂")]),
            P("para", "协会要给我寄新围巾，收货地址写哪", ["address_new"],
              fb=[("address_old", "钟家村")]),
            P("para", "看比赛的时候我现在还喝不喝酒？", ["beer_new"], fb=[("beer_old", "没灵魂")]),
            P("task", "帮我安排下十二月去北京看足协杯决赛，我爸也去",
              ["cup_final", "cup_new", "cup_train", "dad", "budget"],
              fb=[("cup_old", "表哥阿峰")]),
            P("task", "新赛季第一个客场我想早点准备，帮我弄个出行模板",
              ["schedule_2027", "ultras", "hotel_pref", "budget", "scarf"]),
            P("direct", "老彭的电话多少", ["peng_phone"]),
            P("abst", "足协杯决赛几点开球？", []),
            P("expiry", "下一场客场是去哪儿打？", ["cup_final"],
              fb=[("away_cd", "7月19号"), ("away_sh", "3月15号")]),
            P("bg", "我手机是啥型号来着？想买个防水的手机壳带去球场", ["@用户用的手机是iPhone 15"]),
        ],
    ),
    dict(
        code="a12", user="u_wuqi", tenant="default", twin=None,
        mem="""
job|2025-12-06|P|0.6|-|我在深圳做产品经理，业余时间自己设计桌游
own_game|2025-12-06|E|0.7|-|我自己设计的桌游叫《潮汐港》，正在找发行商
pref_old|2025-12-10|F|0.6|-|我只玩德式策略游戏，觉得美式太看运气
club|2026-01-05|F|0.5|far|我每周三晚上在南山一家桌游吧组局
partner_old|2026-01-20|R|0.6|-|去展会摆摊一直是我和阿布两个人搭档
bgg|2026-02-01|P|0.4|-|我在BGG上给自己玩过的游戏都打了分，一共三百多款
sleeve|2026-02-15|F|0.4|-|我的游戏卡牌都会套上卡套，不然心疼
favorite|2026-03-01|F|0.5|-|我最喜欢的桌游是《农场主》，玩了上百局
prototype|2026-04-01|E|0.5|-|《潮汐港》的原型已经改到第七版了
printing|2026-05-01|T|0.5|-|试玩版我找的是东莞一家小印厂，五十套起印
kickstarter|2026-06-01|F|0.5|-|我想以后在摩点上众筹《潮汐港》，不打算找大厂
coffee|2026-06-10|F|0.4|-|熬夜改规则的时候我只喝冰美式
essen|2026-07-01|E|0.5|2026-10-26|10月去德国埃森桌游展，四天通票已经买好了
essen_hotel|2026-07-05|E|0.4|2026-10-26|埃森那几天住在杜塞尔多夫，每天坐火车去展馆
shoulder|2026-07-10|P|0.5|-|我长期低头画卡牌，肩颈经常酸
diet|2026-09-15|F|0.7|-|我最近在吃低碳水，米饭面条都尽量不碰
essen_buy|2026-10-27|E|0.5|-|埃森展上我买了二十多盒游戏，托运超重被罚了一百五十欧
suitcase|2026-10-28|F|0.6|-|以后去展会我都带一个空的大号行李箱专门装游戏
pref_new|2026-10-29|F|0.8|-|在埃森玩了几款美式主题游戏后，我现在也挺喜欢美式的，代入感很强
gift|2026-10-30|E|0.4|-|从埃森给阿布带了一盒限定扩展
gm_tokyo|2026-11-05|E|0.9|2027-05-31|明年5月去东京Game Market，带《潮汐港》去摆摊试玩
budget_old|2026-11-05|F|0.6|2027-05-31|东京摆摊这趟预算先定九千
abu_out|2026-11-06|R|0.7|2027-12-31|阿布换了工作太忙，明年不跟我去展会摆摊了
partner_new|2026-11-08|R|0.8|-|东京摆摊的搭档换成了小鹿，她日语比我好
xiaolu|2026-11-08|R|0.5|-|小鹿是我在桌游吧认识的朋友，在日企上班
japanese|2026-11-08|P|0.5|-|我日语只会五十音，看不懂规则书
shipping|2026-11-10|E|0.6|2027-05-31|试玩版的游戏盒打算从深圳直接寄到东京的酒店
visa|2026-11-10|P|0.5|2027-03-31|我的日本签证要重新办，打算明年2月递材料
hotel|2026-11-12|E|0.6|2027-05-31|东京住的是浅草附近的一家商务酒店
budget_new|2026-11-14|F|0.8|2027-05-31|东京那趟预算加到一万四了，想多印一百份试玩版
sz_expo|2026-11-15|E|0.7|2026-12-20|12月19号深圳有个桌游展，我报名了当志愿者，顺便带《潮汐港》去试玩
""",
        sup="pref_new<pref_old partner_new<partner_old abu_out<partner_old budget_new<budget_old",
        fill=dict(force={}, drop_words=["桌游", "烤面包"], pins=[]),
        probes=[
            P("para", "明年去东京摆摊，跟我搭伙的是谁？", ["partner_new", "abu_out"],
              fb=[("partner_old", "两个人搭档")]),
            P("para", "美式那种主题桌游，我现在什么态度", ["pref_new"],
              fb=[("pref_old", "美式太看运气")]),
            P("para", "东京那趟我最多能花多少？", ["budget_new"], fb=[("budget_old", "九千")]),
            P("task", "帮我把明年五月东京Game Market的准备清单列一下",
              ["gm_tokyo", "partner_new", "budget_new", "shipping", "hotel", "visa"],
              fb=[("partner_old", "两个人搭档"), ("budget_old", "九千")]),
            P("task", "下个月深圳那个桌游展，那天帮我安排一下", ["sz_expo", "diet", "own_game"]),
            P("abst", "东京Game Market给我分的摊位号是多少？", []),
        ],
    ),
]


# ---------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def parse_time(s):
    t = dt.datetime.fromisoformat(s)
    if t.tzinfo is None:
        raise ValueError("naive timestamp")
    return t


def iso(d, h, m):
    return "%sT%02d:%02d:00%s" % (d.isoformat(), h, m, TZ)


def end_of_day(datestr):
    return "%sT23:59:59%s" % (datestr, TZ)


def lcs_len(a, b):
    """Longest common substring length."""
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best = cur[j]
        prev = cur
    return best


def load_pool():
    with open(POOL_PATH, encoding="utf-8") as f:
        tree = ast.parse(f.read(), filename=POOL_PATH)
    vals = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) \
                and node.targets[0].id in ("POOL", "PLACE_WORDS"):
            vals[node.targets[0].id] = ast.literal_eval(node.value)
    pool_text = vals["POOL"]
    digest = hashlib.sha256(pool_text.encode("utf-8")).hexdigest()
    if digest != POOL_SHA256:
        raise SystemExit("background pool changed (sha256 %s); refusing to build" % digest)
    items = []
    topic = mtype = None
    for raw in pool_text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = parts[0], parts[-1]
            continue
        tags = []
        m = re.match(r"\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        items.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return items, list(vals["PLACE_WORDS"])


def parse_lives(acc):
    mems = []
    for raw in acc["mem"].strip().splitlines():
        key, created, typ, imp, valid, content = raw.split("|", 5)
        mems.append({"key": key, "created": created, "type": TYPES[typ], "imp": float(imp),
                     "valid": None if valid == "-" else (FAR if valid == "far" else valid),
                     "content": content.strip()})
    sup = [tuple(pair.split("<")) for pair in acc["sup"].split()]
    return mems, sup


# ---------------------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------------------
def build():
    pool, places = load_pool()
    accounts = {a["code"]: a for a in ACCOUNTS}
    parsed = {a["code"]: parse_lives(a) for a in ACCOUNTS}
    users, meta_acc, meta_probe = [], {}, {}
    kind_counter = {k: 0 for k in KINDS}
    key_ids = {}          # code -> key -> id (filled in the first pass)
    staged = {}

    # pass 1: memories of every account (leak probes need the twin's ids)
    for num, acc in enumerate(ACCOUNTS, start=1):
        code = acc["code"]
        rng = random.Random(SEED * 100 + num)
        mems, sup = parsed[code]
        fill = acc["fill"]
        # words that must not appear in fillers: places of this life, forbid keywords
        life_text = " ".join(m["content"] for m in mems) + " " + \
            " ".join(p["query"] for p in acc["probes"])
        acc_places = sorted({p for p in places if p in life_text})
        kws = set()
        for p in acc["probes"]:
            kws.update(kw for _, kw in p["fb"])
            kws.update(kw for _, kw in p["lk"])
        drop_words = list(fill.get("drop_words", [])) + sorted(kws) + acc_places
        # clusters: one per family
        families = {}
        for it in pool:
            for t in it["tags"]:
                if ":" in t:
                    fam, cl = t.split(":")
                    families.setdefault(fam, set()).add(cl)
        force = dict(fill.get("force", {}))
        pins = list(fill.get("pins", []))
        pool_by_text = {it["text"]: it for it in pool}
        for pin in pins:
            for t in pool_by_text[pin]["tags"]:
                if ":" in t:
                    fam, cl = t.split(":")
                    force[fam] = cl
        chosen = {fam: force.get(fam, rng.choice(sorted(cls))) for fam, cls in sorted(families.items())}
        eligible = []
        for it in pool:
            ok = True
            for t in it["tags"]:
                if ":" in t:
                    fam, cl = t.split(":")
                    if chosen[fam] != cl:
                        ok = False
                elif t in fill.get("drop_tags", []):
                    ok = False
            if it["topic"] in fill.get("drop_topics", []):
                ok = False
            text = it["text"].replace("用户", "我")
            if any(norm(w) in norm(text) for w in drop_words):
                ok = False
            if it["text"] in pins:
                if not ok:
                    raise SystemExit("%s: pinned filler %r was filtered out" % (code, it["text"]))
                continue
            if ok:
                eligible.append(it)
        n_fill = rng.randint(112, 130)
        picked = [pool_by_text[p] for p in pins]
        picked += rng.sample(eligible, n_fill - len(picked))
        records = []
        for m in mems:
            d = dt.date.fromisoformat(m["created"])
            rec = {"content": m["content"], "type": m["type"], "importance": m["imp"],
                   "created_at": iso(d, rng.randint(8, 23), rng.randint(0, 59)),
                   "_key": m["key"], "_hand": True}
            if m["valid"]:
                rec["valid_until"] = end_of_day(m["valid"])
            records.append(rec)
        span = (FILL_END - FILL_START).days
        for it in picked:
            d = FILL_START + dt.timedelta(days=rng.randint(0, span))
            text = it["text"].replace("用户", "我")
            rec = {"content": text, "type": it["type"],
                   "importance": round(rng.uniform(0.3, 0.6), 2),
                   "created_at": iso(d, rng.randint(7, 23), rng.randint(0, 59)),
                   "_key": "@" + it["text"], "_hand": False}
            records.append(rec)
        records.sort(key=lambda r: (r["created_at"], r["_key"]))
        kmap = {}
        out_mems = []
        for i, r in enumerate(records, start=1):
            mid = "h34%s_m%03d" % (code, i)
            kmap[r["_key"]] = mid
            m = {"id": mid, "content": r["content"], "type": r["type"],
                 "importance": r["importance"], "created_at": r["created_at"]}
            if "valid_until" in r:
                m["valid_until"] = r["valid_until"]
            out_mems.append(m)
        key_ids[code] = kmap
        staged[code] = (rng, out_mems, records)
        meta_acc[code] = {
            "user": acc["user"], "tenant": acc["tenant"], "twin": acc["twin"],
            "hand": [kmap[r["_key"]] for r in records if r["_hand"]],
            "filler": [kmap[r["_key"]] for r in records if not r["_hand"]],
            "pinned": [kmap["@" + p] for p in pins],
            "sup": [[kmap[n], kmap[o]] for n, o in sup],
            "places": acc_places,
        }

    # pass 2: probes
    for acc in ACCOUNTS:
        code = acc["code"]
        rng, out_mems, _ = staged[code]
        kmap = key_ids[code]
        out_probes = []
        for p in acc["probes"]:
            kind = p["kind"]
            kind_counter[kind] += 1
            pid = "p_%s_%02d" % (kind, kind_counter[kind])
            if p["lk"]:
                pid += "_leak"
            day = REF_DATE + dt.timedelta(days=rng.randint(-2, 2))
            at = iso(day, rng.randint(9, 22), rng.randint(0, 59))
            fsrc = [[kmap[k], kw, "own"] for k, kw in p["fb"]]
            if p["lk"]:
                tk = key_ids[acc["twin"]]
                fsrc += [[tk[k], kw, "twin"] for k, kw in p["lk"]]
            forbid, seen = [], set()
            for _, kw, _ in fsrc:
                if kw not in seen:
                    seen.add(kw)
                    forbid.append([kw])
            probe = {"id": pid, "at": at, "query": p["query"],
                     "relevant": [kmap[k] for k in p["rel"]]}
            if forbid:
                probe["forbid"] = forbid
            out_probes.append(probe)
            meta_probe[pid] = {"acct": code, "kind": kind, "leak": bool(p["lk"]), "fsrc": fsrc}
        users.append({"user_id": acc["user"], "tenant_id": acc["tenant"],
                      "memories": out_mems, "probes": out_probes})
    data = {"format": "memory-eval/v1", "name": NAME, "users": users}
    meta = {"accounts": meta_acc, "probes": meta_probe}
    return data, meta


# ---------------------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------------------
PROBE_ID_RE = re.compile(r"^p_(para|task|direct|abst|expiry|bg)_(\d{2})(_leak)?$")
MEM_KEYS = {"id", "content", "type", "importance", "created_at", "valid_until"}
PROBE_KEYS = {"id", "at", "query", "relevant", "forbid"}
USER_KEYS = {"user_id", "tenant_id", "memories", "probes"}
MEM_TYPES = {"fact", "preference", "profile", "relation", "event"}
CJK_BIGRAM = re.compile(r"[\u4e00-\u9fff]{2}")
STOP_BIGRAMS = {"什么", "我的", "是多", "多少", "来着", "是哪", "哪个", "一下", "我们", "时候"}


def validate(data, meta):
    probs = []
    err = probs.append
    if not isinstance(data, dict) or set(data) != {"format", "name", "users"}:
        err("top level must have exactly format, name, users")
        return probs
    if data["format"] != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not isinstance(data["name"], str) or not data["name"]:
        err("name must be a non-empty string")
    users = data["users"]
    if not isinstance(users, list) or len(users) != 12:
        err("expected 12 accounts, got %s" % (len(users) if isinstance(users, list) else users))
        return probs
    code_of = {(m["user"], m["tenant"]): c for c, m in meta["accounts"].items()}
    seen_acc, mem_ids, probe_ids = set(), set(), set()
    by_code = {}
    uid_tenants = {}
    for u in users:
        if not isinstance(u, dict) or not set(u) <= USER_KEYS or "user_id" not in u:
            err("bad user entry keys: %r" % (sorted(u) if isinstance(u, dict) else u))
            continue
        tid = u.get("tenant_id", "default")
        acc = (u["user_id"], tid)
        if acc in seen_acc:
            err("duplicate account %r" % (acc,))
        seen_acc.add(acc)
        uid_tenants.setdefault(u["user_id"], set()).add(tid)
        if acc not in code_of:
            err("account %r unknown to meta" % (acc,))
            continue
        by_code[code_of[acc]] = u
    twins = [uid for uid, ts in uid_tenants.items() if len(ts) > 1]
    if len(twins) != 1 or len(uid_tenants[twins[0]]) != 2:
        err("exactly one user id must appear under exactly two tenants (got %r)" % twins)
    for c, m in meta["accounts"].items():
        if m["twin"] and (meta["accounts"][m["twin"]]["user"] != m["user"]
                          or meta["accounts"][m["twin"]]["tenant"] == m["tenant"]):
            err("%s: twin must share user id and differ in tenant" % c)
    if len(by_code) != 12:
        return probs

    mem_index = {}
    total_mem = 0
    for code, u in by_code.items():
        ma = meta["accounts"][code]
        hand = set(ma["hand"])
        own = {}
        contents = set()
        for m in u.get("memories", []):
            total_mem += 1
            if not isinstance(m, dict) or not set(m) <= MEM_KEYS or "id" not in m or "content" not in m:
                err("%s: bad memory keys %r" % (code, m))
                continue
            if m["id"] in mem_ids:
                err("duplicate memory id %s" % m["id"])
            mem_ids.add(m["id"])
            if not isinstance(m["content"], str) or not m["content"].strip():
                err("%s: empty content" % m["id"])
                continue
            if m["content"] in contents:
                err("%s: duplicate content in account" % m["id"])
            contents.add(m["content"])
            if "用户" in m["content"]:
                err("%s: content still says 用户" % m["id"])
            if m.get("type", "fact") not in MEM_TYPES:
                err("%s: bad type %r" % (m["id"], m.get("type")))
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or isinstance(imp, bool) or not 0 <= imp <= 1:
                err("%s: bad importance %r" % (m["id"], imp))
            try:
                ca = parse_time(m["created_at"])
                m_va = parse_time(m["valid_until"]) if "valid_until" in m else None
            except (KeyError, ValueError, TypeError) as e:
                err("%s: bad timestamp (%s)" % (m["id"], e))
                continue
            if m_va is not None and m_va <= ca:
                err("%s: valid_until not after created_at" % m["id"])
            if m["id"] in hand and DATE_RE.search(m["content"]) and m_va is None:
                err("%s: dated content without valid_until: %s" % (m["id"], m["content"]))
            if m["id"] not in hand:
                for pl in ma["places"]:
                    if pl in m["content"]:
                        err("%s: filler names the life's place %s" % (m["id"], pl))
            own[m["id"]] = {"content": m["content"], "n": norm(m["content"]), "ca": ca, "va": m_va}
        if set(own) != hand | set(ma["filler"]):
            err("%s: memory ids differ from meta (hand+filler)" % code)
        if not HAND_RANGE[0] <= len(hand) <= HAND_RANGE[1]:
            err("%s: %d hand-written memories, want %d-%d" % ((code, len(hand)) + HAND_RANGE))
        for pin in ma["pinned"]:
            if pin not in own or pin in hand:
                err("%s: pinned filler %s missing" % (code, pin))
        mem_index[code] = own
    if not TOTAL_MEMORIES[0] <= total_mem <= TOTAL_MEMORIES[1]:
        err("total memories %d outside %r" % (total_mem, TOTAL_MEMORIES))

    # supersede pairs
    superseded = {}
    for code, ma in meta["accounts"].items():
        own = mem_index.get(code, {})
        for new, old in ma["sup"]:
            if new not in own or old not in own:
                err("%s: supersede pair %s<%s not in account" % (code, new, old))
                continue
            if not own[old]["ca"] < own[new]["ca"]:
                err("%s: %s must be created before its replacement %s" % (code, old, new))
            superseded.setdefault(old, []).append(new)

    kinds = {k: 0 for k in KINDS}
    leak_per = {}
    with_forbid = 0
    expiry_empty = 0
    for code, u in by_code.items():
        ma = meta["accounts"][code]
        own = mem_index[code]
        hand = set(ma["hand"])
        sup_new_to_old = {}
        for new, old in ma["sup"]:
            sup_new_to_old.setdefault(new, []).append(old)
        latest = max(v["ca"] for v in own.values())
        for p in u.get("probes", []):
            if not isinstance(p, dict) or not set(p) <= PROBE_KEYS or "id" not in p or "query" not in p:
                err("%s: bad probe keys %r" % (code, p))
                continue
            pid = p["id"]
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            mm = PROBE_ID_RE.match(pid)
            pm = meta["probes"].get(pid)
            if not mm or pm is None:
                err("%s: id does not match the kind pattern or is unknown to meta" % pid)
                continue
            kind, leak = mm.group(1), bool(mm.group(3))
            if pm["acct"] != code or pm["kind"] != kind or pm["leak"] != leak:
                err("%s: id/meta mismatch (account, kind or leak flag)" % pid)
            kinds[kind] += 1
            if not isinstance(p["query"], str) or len(p["query"].strip()) < 4:
                err("%s: query too short" % pid)
            try:
                at = parse_time(p["at"])
            except (KeyError, ValueError, TypeError):
                err("%s: bad or missing at" % pid)
                continue
            if latest >= at:
                err("%s: a memory of the account is created after the probe" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list) or not all(isinstance(x, str) for x in rel) \
                    or len(set(rel)) != len(rel):
                err("%s: relevant must be a list of distinct ids" % pid)
                continue
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or not all(
                    isinstance(f, list) and f and all(isinstance(k, str) and len(k) >= 2 for k in f)
                    for f in forbid):
                err("%s: forbid must be a list of non-empty keyword lists" % pid)
                continue
            if forbid:
                with_forbid += 1
            expect_forbid = []
            for _, kw, _ in pm["fsrc"]:
                if [kw] not in expect_forbid:
                    expect_forbid.append([kw])
            if forbid != expect_forbid:
                err("%s: forbid keywords differ from their source memories" % pid)
            # relevant
            for r in rel:
                if r not in own:
                    err("%s: relevant %s not in the probe's own user+tenant" % (pid, r))
                    continue
                if own[r]["ca"] >= at:
                    err("%s: relevant %s created after the probe" % (pid, r))
                if own[r]["va"] is not None and own[r]["va"] <= at:
                    err("%s: relevant %s has expired at probe time" % (pid, r))
                if r in superseded:
                    err("%s: relevant %s is a replaced (old) state" % (pid, r))
                if kind == "bg":
                    if r in hand:
                        err("%s: background probe must target a filler memory" % pid)
                elif r not in hand:
                    err("%s: relevant %s is a filler" % (pid, r))
                for old in sup_new_to_old.get(r, []):
                    if not any(src == old and side == "own" for src, _, side in pm["fsrc"]):
                        err("%s: relevant %s replaced %s, which is not in forbid" % (pid, r, old))
            rel_n = [own[r]["n"] for r in rel if r in own]
            # forbid sources
            own_srcs = {src for src, _, side in pm["fsrc"] if side == "own"}
            has_bad_own = False
            has_expired = False
            for src, kw, side in pm["fsrc"]:
                k = norm(kw)
                if any(k in c for c in rel_n):
                    err("%s: forbid keyword %r occurs in a relevant memory" % (pid, kw))
                if side == "own":
                    if src not in own:
                        err("%s: forbid source %s not in own account" % (pid, src))
                        continue
                    if k not in own[src]["n"]:
                        err("%s: keyword %r not in its source %s" % (pid, kw, src))
                    if src in rel:
                        err("%s: forbid source %s is also relevant" % (pid, src))
                    expired = own[src]["va"] is not None and own[src]["va"] <= at
                    replaced = any(own[n]["ca"] < at for n in superseded.get(src, []))
                    if not (expired or replaced):
                        err("%s: forbid source %s is neither expired nor replaced" % (pid, src))
                    has_bad_own = True
                    has_expired = has_expired or expired
                    for mid, v in own.items():
                        if k in v["n"] and mid not in own_srcs:
                            err("%s: keyword %r also in %s, which is not forbidden" % (pid, kw, mid))
                elif side == "twin":
                    tw = ma["twin"]
                    if not leak or tw is None:
                        err("%s: twin-tenant forbid in a non-leak probe" % pid)
                        continue
                    tmem = mem_index.get(tw, {})
                    if src not in tmem:
                        err("%s: leak source %s is not the twin tenant's" % (pid, src))
                        continue
                    if k not in tmem[src]["n"]:
                        err("%s: keyword %r not in twin source %s" % (pid, kw, src))
                    for mid, v in own.items():
                        if k in v["n"]:
                            err("%s: leak keyword %r occurs in own memory %s" % (pid, kw, mid))
                else:
                    err("%s: bad forbid side %r" % (pid, side))
            if leak:
                if not any(side == "twin" for _, _, side in pm["fsrc"]):
                    err("%s: leak probe without twin forbid" % pid)
                leak_per[code] = leak_per.get(code, 0) + 1
            # per kind
            n = len(rel)
            if kind == "abst":
                if n:
                    err("%s: abstention probe must have an empty relevant list" % pid)
                qb = {p["query"][i:i + 2] for i in range(len(p["query"]) - 1)}
                qb = {b for b in qb if CJK_BIGRAM.fullmatch(b) and b not in STOP_BIGRAMS}
                if not any(b in own[h]["content"] for h in hand if h in own for b in qb):
                    err("%s: abstention probe shares no words with the life (not tempting)" % pid)
            elif kind == "expiry":
                if not has_bad_own:
                    err("%s: expiry probe needs an expired or replaced memory in forbid" % pid)
                if n == 0:
                    expiry_empty += 1
                    if not has_expired:
                        err("%s: empty expiry probe must forbid an expired memory" % pid)
                elif n > 2:
                    err("%s: expiry probe with %d relevant" % (pid, n))
            elif kind == "task":
                if not 3 <= n <= 6:
                    err("%s: task probe wants 3-6 relevant, has %d" % (pid, n))
            elif kind in ("para", "direct", "bg"):
                if not 1 <= n <= 2:
                    err("%s: %s probe wants 1-2 relevant, has %d" % (pid, kind, n))
            if kind == "para":
                for r in rel:
                    if r in own and lcs_len(norm(p["query"]), own[r]["n"]) >= 6:
                        err("%s: paraphrase copies %s's wording" % (pid, r))
            if kind == "direct":
                if not any(lcs_len(norm(p["query"]), own[r]["n"]) >= 4 for r in rel if r in own):
                    err("%s: direct probe should ask in the memory's own words" % pid)
    for k, want in KINDS.items():
        if kinds[k] != want:
            err("kind %s: %d probes, want %d" % (k, kinds[k], want))
    if sum(kinds.values()) != sum(KINDS.values()):
        err("total probes %d, want %d" % (sum(kinds.values()), sum(KINDS.values())))
    if expiry_empty != 2:
        err("%d expiry probes want nothing, want exactly 2" % expiry_empty)
    if sum(leak_per.values()) != LEAK_TOTAL:
        err("%d leak probes, want %d" % (sum(leak_per.values()), LEAK_TOTAL))
    twin_codes = [c for c, m in meta["accounts"].items() if m["twin"]]
    if sorted(leak_per) != sorted(twin_codes) or len(set(leak_per.values())) > 1:
        err("leak probes must be split evenly over the two twin tenants: %r" % leak_per)
    if with_forbid < MIN_FORBID_PROBES:
        err("%d probes carry forbid, want at least %d" % (with_forbid, MIN_FORBID_PROBES))
    if set(meta["probes"]) != probe_ids:
        err("probe ids in data and meta differ")
    return probs


def stats(data, meta):
    kinds = {k: 0 for k in KINDS}
    leak = fb = 0
    for u in data["users"]:
        for p in u["probes"]:
            kinds[PROBE_ID_RE.match(p["id"]).group(1)] += 1
            leak += p["id"].endswith("_leak")
            fb += bool(p.get("forbid"))
    hand = sum(len(m["hand"]) for m in meta["accounts"].values())
    fill = sum(len(m["filler"]) for m in meta["accounts"].values())
    lines = ["accounts: %d (user ids: %d)" % (len(data["users"]),
                                              len({u["user_id"] for u in data["users"]})),
             "memories: %d (hand-written %d, background %d)" % (hand + fill, hand, fill),
             "probes: %d  %s" % (sum(kinds.values()), " ".join("%s=%d" % kv for kv in kinds.items())),
             "probes with forbid: %d, leak probes: %d" % (fb, leak)]
    for u in data["users"]:
        c = [k for k, m in meta["accounts"].items()
             if (m["user"], m["tenant"]) == (u["user_id"], u["tenant_id"])][0]
        lines.append("  %s %-12s %-13s hand=%2d filler=%3d probes=%2d" % (
            c, u["user_id"], u["tenant_id"], len(meta["accounts"][c]["hand"]),
            len(meta["accounts"][c]["filler"]), len(u["probes"])))
    return "\n".join(lines)


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="build in memory, validate, exit 1 on any problem (writes nothing)")
    args = ap.parse_args()
    data, meta = build()
    try:
        problems = validate(data, meta)
    except Exception as e:  # a validator crash is a problem too
        problems = ["validator crashed: %r" % (e,)]
    again, _ = build()
    if dump(again) != dump(data):
        problems.append("build is not deterministic")
    if args.check and os.path.exists(OUT_PATH):
        with open(OUT_PATH, encoding="utf-8") as f:
            if f.read() != dump(data):
                problems.append("%s is stale: rerun without --check" % os.path.basename(OUT_PATH))
    print(stats(data, meta))
    if problems:
        print("%d problem(s):" % len(problems))
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    if args.check:
        print("check OK")
        return
    with open(OUT_PATH, "w", encoding="utf-8") as f:
        f.write(dump(data))
    print("wrote %s" % OUT_PATH)


if __name__ == "__main__":
    main()
