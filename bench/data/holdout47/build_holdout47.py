#!/usr/bin/env python3
"""Build the BLIND Chinese retrieval hold-out set `zh_retrieval_holdout47.json`.

Format   memory-eval/v1, track R only (memories + probes with `relevant`,
         optional `forbid`); no sessions, no gold, no expect.
Theme    WORK, STUDY AND CAREERS as they shape travel planning: employers and
         job changes, managers, office locations and desks, remote/hybrid days,
         shift rosters, business-trip rules and reimbursement, salary/bonus
         days, side jobs, exams and certifications, evening courses and tutors,
         internships, a PhD student's conference trips, a teacher's school
         calendar, a freelancer's clients and invoices, a retiree's
         re-employment, coworking desks, work phones/laptops, commuting.
Accounts 12 accounts over three tenants
           default            : u_chenjiahui, u_lihaoran, u_wangguifen,
                                u_zhaolei, u_sunmengqi, u_linxiao (private)
           yunfan_logistics   : u_linxiao (work role), u_hewei, u_gaoqian
           haicheng_univ      : u_xuzhiyuan, u_mayueling, u_fangjie
         u_linxiao is the same person under `default` (private life) and under
         `yunfan_logistics` (work role); leak probes ask one context about
         facts held only by the other.
Memories 14-18 theme memories per account plus background statements sampled
         from bench/data/src/background_pool.py (read as text, parsed with
         `ast`, pinned by sha256) to about 150 per account.
Probes   128: para 42, task 24, direct 10, abst 20, exp 10, bg 6, leak 16.
Today    2026-12-07 (+08:00); created_at spread over 2025-01 .. 2026-12-06.
Seed     4747 (all sampling uses random.Random seeded from it).

Run (from /work/main)
    python3 bench/data/holdout47/build_holdout47.py          # validate + write
    python3 bench/data/holdout47/build_holdout47.py --check  # rebuild in memory,
                                                             # byte-compare, validate
Both modes exit non-zero on any failed rule.  Standard library only.

All bookkeeping (supersession pairs, probe kinds, forbid sources, leak
sources, abstention guards, background filters) lives in this script only;
the JSON carries nothing but memory-eval/v1 fields.

BLINDNESS RECORD
  Files read (the only two):
    /work/shared/eval/FORMAT.md                      (cat)
    /work/main/bench/data/src/background_pool.py     (cat, as text; sha256sum;
                                                      wc -c; parsed with ast in
                                                      an inline python3 heredoc
                                                      to count pool statements)
  Commands run outside bench/data/holdout47/: only the reads above, i.e.
    cat /work/shared/eval/FORMAT.md
    sha256sum / wc -c / cat  /work/main/bench/data/src/background_pool.py
    python3 - (heredoc) reading background_pool.py with ast, no import
  plus `mkdir -p bench/data/holdout47 && ls -la bench/data/holdout47` for my
  own folder, a `python3 -c` weekday calculation that touched no file, and
  inline python3 heredocs that read/edited only files inside
  bench/data/holdout47/ (this script and its JSON output).
  Nothing else under /work/main was opened, listed, grepped or run; no other
  eval set, no assistant/memory code, no benchmark, no git command.
"""

import ast
import hashlib
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter

SEED = 4747
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout47.json")
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"

TODAY = "2026-12-07"
DATE_MIN = "2025-01-01"
DATE_MAX = "2026-12-06"

KIND_QUOTA = {"para": 42, "task": 24, "direct": 10, "abst": 20,
              "exp": 10, "bg": 6, "leak": 16}
MIN_SUPERSESSIONS = 45
MIN_FORBID_PROBES = 40

BANNED_WORDS = ["改成", "现在"]
# words that would announce a change inside the NEWER memory of a pair
CHANGE_WORDS = ["改成", "现在", "换成", "换到", "改为", "改到", "调到", "搬到",
                "搬去", "变成", "不再", "之前", "以前", "原来", "原先", "如今",
                "目前", "新换", "新调", "不用了", "取消", "改了", "换了", "跳槽",
                "离职", "辞职", "转到", "转去", "已经", "从此", "后来", "升为",
                "升职", "调岗", "接替", "新来的", "新的", "轮岗到", "不去了"]
# words an engine might turn into an (inferred) expiry; theme memories without
# an explicit valid_until must not carry them
HOLIDAY_WORDS = ["春节", "国庆", "五一", "中秋", "元旦", "清明", "端午", "寒假",
                 "暑假", "除夕", "过年", "圣诞", "双十一", "腊月"]
RELATIVE_WORDS = ["下周", "下个月", "明天", "后天", "明年", "今年", "年底", "月底",
                  "下礼拜", "这周", "本周", "本月", "下月"]
MONTH_RE = re.compile(r"(\d{1,2}|[一二三四五六七八九十]{1,3})月")

# ---------------------------------------------------------------- background
# pool topics about work/commute/study collide with the theme: dropped whole
BG_DROP_TOPICS = {"work profile", "commute profile", "learning profile"}
# any pool statement containing one of these collides with theme facts
BG_COLLIDE = ["公司", "同事", "领导", "工作", "上班", "加班", "出差", "报销", "考",
              "课", "老师", "证", "工位", "办公", "实习", "客户", "奖", "工资",
              "跳槽", "会议", "电脑", "MacBook", "手机号", "笔记本", "学", "读博",
              "研究生", "大学", "专业", "周报", "培训", "面试", "项目", "通勤",
              "地铁", "公交", "打车", "改", "换成", "排班", "夜班", "请假", "年假",
              "薪", "副业", "兼职", "平板", "键盘", "支教", "岗", "职", "单位",
              "部门", "团队", "老板"]


def _cjk(s):
    return [c for c in s if "\u4e00" <= c <= "\u9fff"]


# ================================================================ THE DATA
# M(key, created, type, importance, content, valid_until=None)
# P(kind, query, want, forbid=(), guard=(), src=None)
#   want: theme keys, or "bg:<exact pool statement>"
#   src : for leak probes, the account key that alone holds the forbid facts

def M(key, created, mtype, imp, content, vu=None):
    return {"key": key, "created": created, "type": mtype, "imp": imp,
            "content": content, "vu": vu}


def P(kind, query, want, forbid=(), guard=(), src=None):
    return {"kind": kind, "query": query, "want": list(want),
            "forbid": list(forbid), "guard": list(guard), "src": src}


ACCOUNTS = []


def account(key, code, user_id, tenant, mems, sups, probes, clusters=None,
            bg_block=(), drop_active=False):
    ACCOUNTS.append({"key": key, "code": code, "user_id": user_id,
                     "tenant": tenant, "mems": mems, "sups": sups,
                     "probes": probes, "clusters": clusters or {},
                     "bg_block": list(bg_block), "drop_active": drop_active})


# ---------------------------------------------------------------- 1 cjh
# 陈嘉慧, 34, 广州, freelance UI designer, Cantonese voice
account(
    "cjh", "a01", "u_chenjiahui", "default",
    [
        M("A0", "2025-03-10", "fact", 0.8, "用户最大的长期合作方是深圳的栗子出行，给他们的打车App做界面，每个月要去一趟深圳对稿"),
        M("A1", "2026-08-19", "fact", 0.85, "用户手上份量最重的甲方是佛山的木里家居，做他们的小程序和门店物料，每两周去佛山对一次稿"),
        M("B0", "2025-02-11", "fact", 0.7, "用户在天河体育中心附近的蜂巢空间租了个固定工位，月租九百"),
        M("B1", "2026-06-03", "fact", 0.75, "用户的固定工位在海珠区琶洲的共域办公，月租一千一，离家骑车十五分钟"),
        M("C0", "2025-04-22", "preference", 0.6, "用户给客户开发票习惯攒着按季度汇总开一次"),
        M("C1", "2026-05-14", "preference", 0.65, "用户给客户开专票的规矩是项目验收当天就开，绝不拖"),
        M("D0", "2025-01-20", "fact", 0.6, "用户干活用的笔记本是一台用了四年的戴尔XPS 15"),
        M("D1", "2026-09-02", "fact", 0.7, "用户干活的笔记本是一台M3芯片的MacBook Air，整机一点二四公斤"),
        M("F0", "2025-05-08", "preference", 0.65, "用户喜欢九点前跟客户开个短会，开完再专心画图"),
        M("F1", "2026-07-21", "preference", 0.7, "用户跟客户开会只约下午两点以后，上午雷打不动留给画稿"),
        M("I0", "2026-09-15", "event", 0.75, "用户2026年11月下旬要去香港参加一个设计周，顺便见几个潜在客户", "2026-11-23"),
        M("I1", "2026-11-28", "event", 0.8, "用户2027年3月要去香港见一家做港式茶饮的品牌方，谈品牌升级的单子", "2027-03-31"),
        M("E", "2025-01-05", "profile", 0.8, "用户是自由职业的UI设计师，一个人单干，没请助理"),
        M("H", "2025-06-30", "preference", 0.7, "用户接单的规矩是先收三成定金，用她的话讲‘冇定金唔开工’"),
        M("K", "2025-08-12", "fact", 0.55, "用户每个月5号从工作室账户给自己转一笔固定的‘工资’"),
        M("L", "2025-10-09", "fact", 0.6, "用户的客户回款通常要在验收后拖四十五天左右"),
        M("N2", "2026-02-17", "relation", 0.6, "用户有个合作的插画师搭档叫阿Ken，大项目里的插画部分都分包给他"),
        M("N", "2025-11-03", "preference", 0.7, "用户去外地对稿一律坐高铁不坐飞机，因为路上还能画两个钟"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1"), ("F0", "F1")],
    [
        P("para", "帮我搜下做家具那个大金主附近有冇好食嘅茶餐厅", ["A1"], ["栗子"]),
        P("para", "听日朝早想去我租嘅那张台画图，路上会唔会落雨？", ["B1"], ["蜂巢"]),
        P("para", "过安检手提电脑要单独拿出来吗？我那部有多重", ["D1"], ["戴尔"]),
        P("task", "下周去佛山见大客户，帮我排一下出发时间、见面时段和交通方式", ["A1", "F1", "N"], ["栗子", "九点前"]),
        P("task", "下个月想去上海见个潜在客户，帮我看看约几点见、带哪台电脑、怎么过去", ["F1", "D1", "N"], ["九点前", "戴尔"]),
        P("direct", "我给客户开发票一般什么时候开？", ["C1"], ["季度"]),
        P("exp", "去香港那趟是见谁来着？帮我在附近订个酒店", ["I1"], ["设计周"]),
        P("abst", "广州南站到佛山西的城轨末班车是几点？", [], guard=["末班", "城轨"]),
        P("abst", "我的个体户营业执照年报哪天截止？", [], guard=["营业执照", "年报", "个体户"]),
        P("leak", "出差住酒店，单位一晚最多给报多少？", [], ["四百八"], src="hw"),
        P("bg", "潜水体验要填健康表，我什么血型来着？", ["bg:用户是O型血"]),
    ],
    clusters={"blood": "o"},
)

# ---------------------------------------------------------------- 2 lhr
# 李浩然, 24, 深圳, backend developer, intern -> full-time, young slang
account(
    "lhr", "a02", "u_lihaoran", "default",
    [
        M("A0", "2025-01-15", "fact", 0.8, "用户在腾湾科技的南山总部实习，做后端开发，实习工资一天两百"),
        M("A1", "2026-03-02", "fact", 0.85, "用户是前海一家跨境电商公司‘海贝出海’的正式员工，做后端开发"),
        M("B0", "2025-02-10", "relation", 0.65, "用户的带教导师叫老韩，写的代码都找他评审"),
        M("B1", "2026-04-18", "relation", 0.7, "用户的直属上级是技术经理Vivian，周报直接发给她"),
        M("C0", "2025-03-05", "fact", 0.6, "用户每天从宝安坐地铁11号线去南山上班，单程五十分钟"),
        M("C1", "2026-03-20", "fact", 0.65, "用户每天骑共享单车再走一小段去前海的公司，二十分钟出头"),
        M("D0", "2025-06-01", "fact", 0.7, "用户打算考软考中级的软件设计师，报的是2027年5月那场"),
        M("D1", "2026-10-12", "fact", 0.75, "用户的软考准考证上写着考试日期是2027年11月6日，考点在深圳大学城"),
        M("E0", "2026-04-25", "preference", 0.6, "用户每周三固定居家办公"),
        M("E1", "2026-10-05", "preference", 0.65, "用户每周一和周五在家远程办公，其余三天到公司"),
        M("L0", "2026-04-10", "fact", 0.55, "用户的工位在公司12楼靠茶水间的位置"),
        M("L1", "2026-09-18", "fact", 0.6, "用户的工位在15楼东区，挨着测试组"),
        M("F", "2026-03-10", "fact", 0.6, "用户每个月10号发工资，公司给十三薪"),
        M("G", "2026-03-12", "fact", 0.7, "用户的工作电脑是公司配的ThinkPad，按规定不能带出境"),
        M("H", "2025-05-20", "fact", 0.6, "用户周末在一家编程培训机构兼职当助教，一小时八十块"),
        M("I0", "2026-09-01", "event", 0.7, "用户2026年11月中旬要去杭州参加QCon技术大会", "2026-11-22"),
        M("J", "2025-08-08", "preference", 0.6, "用户自称‘卷不动的打工人’，下班后一律不回工作消息"),
        M("N", "2026-05-06", "fact", 0.7, "用户请年假要提前两周找直属上级审批，一年有五天"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1"), ("E0", "E1"), ("L0", "L1")],
    [
        P("para", "明早赶去单位那段路要不要带伞？", ["C1"], ["11号线"]),
        P("para", "一周里哪两天可以窝在屋里干活，不用去打卡？", ["E1"], ["周三"]),
        P("para", "出国旅游能不能顺手带上单位那台机器？", ["G"]),
        P("para", "同事要来找我，我座位在几楼哪块？", ["L1"], ["茶水间"]),
        P("task", "帮我排一下下周：哪天在家、哪天去单位怎么过去，周末那份兼职也排进去", ["E1", "C1", "H"], ["周三", "11号线"]),
        P("task", "打算年后休几天年假出去玩，单位电脑能不能带、找谁批，帮我理一下", ["N", "B1", "G"], ["老韩"]),
        P("direct", "我的软考考试日期是哪天？", ["D1"], ["2027年5月"]),
        P("exp", "帮我订去杭州开技术大会的高铁票", [], ["QCon"]),
        P("abst", "深圳湾口岸晚上几点关闸？", [], guard=["口岸", "关闸"]),
        P("abst", "我的PMP证书什么时候到期？", [], guard=["PMP"]),
        P("leak", "我在小红书上的接单账号叫啥？", [], ["晓光拍拍"], src="lxd"),
    ],
    clusters={"housing": "rent"},
)

# ---------------------------------------------------------------- 3 wgf
# 王桂芬, 61, 沈阳, retired accountant re-employed, 东北话
account(
    "wgf", "a03", "u_wangguifen", "default",
    [
        M("A0", "2025-02-14", "fact", 0.8, "用户退休后被返聘回沈阳重型机械厂的财务科，帮着带新会计"),
        M("A1", "2026-04-09", "fact", 0.85, "用户在铁西一家连锁药房的总部做兼职出纳"),
        M("B0", "2025-02-20", "fact", 0.7, "用户返聘的班是每周一三五全天"),
        M("B1", "2026-04-12", "fact", 0.75, "用户的班排在每周二、周四、周六的上午"),
        M("C0", "2025-03-01", "fact", 0.55, "用户去上班坐136路公交，中间还得倒一趟车"),
        M("C1", "2026-05-01", "fact", 0.6, "用户去药房总部是儿子开车顺路捎过去，回家自己坐地铁"),
        M("D0", "2025-06-10", "fact", 0.7, "用户每天下午四点得去幼儿园接孙子"),
        M("D1", "2026-09-03", "fact", 0.75, "用户每天下午五点去小学门口接孙子放学"),
        M("F0", "2025-09-15", "fact", 0.6, "用户在老年大学报了周四下午的书法班"),
        M("F1", "2026-09-10", "fact", 0.65, "用户在老年大学上的是周三下午的智能手机应用班"),
        M("H0", "2026-08-20", "event", 0.7, "用户2026年10月中旬跟厂里的退休职工去丹东疗养，厂里报一半费用", "2026-10-20"),
        M("H1", "2026-10-28", "event", 0.75, "用户2027年5月要跟老姐妹去大连玩一周，药房那边准了她一周假", "2027-05-31"),
        M("G", "2026-04-15", "relation", 0.65, "用户在药房的领导是个三十出头的女店长，姓冯"),
        M("I", "2026-04-20", "fact", 0.6, "俺退休金每月15号到账，药房那份工钱每月最后一天发现金"),
        M("J", "2025-04-02", "profile", 0.8, "用户腰间盘突出，站久了受不了，坐车超过两小时就得下来活动活动"),
        M("K", "2025-01-18", "profile", 0.6, "用户退休前是厂里的高级会计师，一辈子跟账本打交道"),
        M("L", "2026-04-22", "fact", 0.55, "用户用儿子淘汰的华为手机，药房的排班都发在微信群里"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1"), ("F0", "F1")],
    [
        P("para", "俺这礼拜哪几天得去上岗？", ["B1"], ["一三五"]),
        P("para", "礼拜三后晌俺得去哪儿念书？", ["F1"], ["书法"]),
        P("para", "管俺的那个头儿叫啥来着？", ["G"]),
        P("task", "下礼拜想找个上午去北陵公园溜达，帮俺挑个不耽误上岗、也不误接娃的日子", ["B1", "D1"], ["一三五", "幼儿园"]),
        P("task", "明年跟老姐妹出门那趟，帮俺看看坐啥车、路上得注意点啥", ["H1", "J"], ["丹东"]),
        P("direct", "我退休以后在哪儿做兼职？", ["A1"], ["机械厂"]),
        P("exp", "厂里组织的那趟疗养，帮俺查查那边天气", [], ["丹东"]),
        P("abst", "沈阳北站到大连的高铁最早一班几点？", [], guard=["最早一班", "高铁"]),
        P("abst", "俺今年个税能退多少钱？", [], guard=["退税", "个税", "所得税"]),
        P("leak", "俺跑长途出车一天补多少钱？", [], ["一百二"], src="hw"),
        P("bg", "俺那针防流感的一般啥时候去打？", ["bg:用户每年秋天打一针流感疫苗"]),
    ],
    bg_block=["甲流", "外婆", "侄子", "弟弟", "父母", "父亲", "母亲"],
    drop_active=True,
)

# ---------------------------------------------------------------- 4 zl
# 赵磊, 38, 北京, medical-device sales manager, 京片子
account(
    "zl", "a04", "u_zhaolei", "default",
    [
        M("A0", "2025-01-08", "relation", 0.75, "用户的顶头上司是华北区总监老孟，出差审批都走他"),
        M("A1", "2026-02-25", "relation", 0.8, "用户的直属上司是销售副总裁林启明，人在上海，差旅单都得他线上签"),
        M("B0", "2025-03-12", "fact", 0.7, "用户公司的出差住宿标准是一晚不超过三百八"),
        M("B1", "2026-03-30", "fact", 0.75, "用户公司的差旅标准是一线城市住宿每晚六百五，其他城市四百五"),
        M("C0", "2025-04-02", "fact", 0.65, "用户负责的销售片区是河北和山西两个省"),
        M("C1", "2026-04-20", "fact", 0.7, "用户负责的销售片区是内蒙古和东三省"),
        M("D0", "2025-05-20", "fact", 0.6, "用户的奖金是一年一次性发，跟着年会一起发"),
        M("D1", "2026-05-18", "fact", 0.65, "用户的奖金拆成四份，每个季度结束后的那个月15号到账"),
        M("E0", "2025-02-01", "fact", 0.6, "用户跑客户开的是公司配的一辆别克GL8"),
        M("E1", "2026-06-15", "fact", 0.65, "用户跑客户用的是公司租的一辆比亚迪汉，每月能报两千块油电费"),
        M("H0", "2026-08-01", "event", 0.7, "用户2026年11月中旬要去哈尔滨参加全国医疗器械博览会", "2026-11-18"),
        M("H1", "2026-11-25", "event", 0.75, "用户2027年1月初要去呼和浩特开年度经销商大会", "2027-01-10"),
        M("F", "2025-09-01", "fact", 0.65, "用户在读清华的在职EMBA，每个月有一个周末要回学校上课"),
        M("G", "2025-06-06", "preference", 0.7, "用户出差订机票只坐国航，为了攒金卡"),
        M("I", "2025-01-25", "fact", 0.6, "用户住在望京，去国贸的公司早晚高峰开车要一个小时"),
        M("J", "2025-07-15", "fact", 0.7, "用户的工作手机是公司配的，号码只给客户，周末一律关机"),
        M("K", "2025-10-10", "fact", 0.6, "用户每个季度要回上海总部开一次销售复盘会"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1"), ("E0", "E1")],
    [
        P("para", "下礼拜跑沈阳见医院，订房顶多多少钱才能全额走账？", ["B1"], ["三百八"]),
        P("para", "我这片儿归我管的是哪几个省来着？", ["C1"], ["山西"]),
        P("para", "那笔分红啥时候进卡？", ["D1"], ["一次性"]),
        P("task", "下个月开大会，帮我订机票和酒店，顺便看看单子找谁签", ["H1", "G", "B1", "A1"], ["博览会", "三百八", "老孟"]),
        P("task", "这个月有个周末想带孩子去古北水镇，帮我看看哪个周末没课，工作电话咋处理", ["F", "J"]),
        P("direct", "我的直属上司是谁？", ["A1"], ["老孟"]),
        P("exp", "年初那个大会是几号去来着？帮我查下那边天气", ["H1"], ["博览会"]),
        P("abst", "首都机场T3国航贵宾室在几号登机口附近？", [], guard=["贵宾室", "登机口"]),
        P("abst", "我的驾照还有几年到期要换证？", [], guard=["驾照", "驾驶证"]),
        P("leak", "我博导让我去开的那个会议是哪个？", [], ["WSDM"], src="xzy"),
        P("bg", "我生日是哪天来着？想那天请个假", ["bg:用户的生日是11月3日"]),
    ],
    clusters={"bday": "nov3", "car": "none"},
)

# ---------------------------------------------------------------- 5 smq
# 孙梦琪, 31, 杭州, ICU nurse, shift roster, 杭州话
account(
    "smq", "a05", "u_sunmengqi", "default",
    [
        M("A0", "2025-02-05", "fact", 0.75, "用户在城东人民医院急诊科当护士"),
        M("A1", "2026-01-18", "fact", 0.8, "用户在城东人民医院的ICU上班，管六张床"),
        M("B0", "2025-02-06", "fact", 0.75, "用户的排班是三班倒，白班、小夜、大夜轮着来"),
        M("B1", "2026-02-10", "fact", 0.8, "用户的班是做二休二的十二小时制，早八点到晚八点或者晚八点到早八点"),
        M("C0", "2025-04-10", "relation", 0.65, "用户的护士长是王姐，请假要提前一周跟她说"),
        M("C1", "2026-01-25", "relation", 0.7, "用户的护士长姓楼，调班请假都得在科室群里@她"),
        M("D0", "2025-06-18", "fact", 0.65, "用户报名的主管护师考试在2027年4月中旬"),
        M("D1", "2026-07-20", "fact", 0.7, "用户主管护师准考证上的考试日期是2027年6月12日"),
        M("E0", "2025-09-01", "fact", 0.55, "用户每周二晚上去夜校上英语课"),
        M("E1", "2026-05-20", "fact", 0.6, "用户每周四晚上在西湖边一家画室上油画课"),
        M("I0", "2026-08-15", "event", 0.7, "用户2026年10月下旬要去上海参加一个重症护理培训班，医院报销", "2026-10-31"),
        M("I1", "2026-11-12", "event", 0.75, "用户2027年3月要去成都参加护理学会的学术年会", "2027-03-31"),
        M("F", "2025-03-03", "preference", 0.75, "用户下了夜班那天只想回家困觉，用杭州话讲‘吃力煞了’，不安排任何事"),
        M("G", "2025-05-05", "fact", 0.6, "用户住在滨江，骑电动车去医院二十分钟"),
        M("H", "2025-07-07", "fact", 0.65, "用户一年有十五天年假，科室要求避开节假日错峰休"),
        M("J", "2025-11-11", "fact", 0.55, "用户的护士执业证书2027年要办延续注册"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1"), ("E0", "E1")],
    [
        P("para", "我一次要顶几个钟头？啥时候交接？", ["B1"], ["小夜", "大夜", "三班倒"]),
        P("para", "想跟人对调一天，要去跟谁讲？", ["C1"], ["王姐"]),
        P("para", "礼拜四夜里我一般有啥安排？", ["E1"], ["英语"]),
        P("para", "评中级职称那场笔试是哪天？", ["D1"], ["2027年4月"]),
        P("task", "下周想去千岛湖玩两天，帮我看看怎么跟排班凑、找谁批", ["B1", "C1", "F"], ["王姐", "大夜"]),
        P("task", "明年想休个长假去云南，帮我看看年假够不够、要避开啥、排班怎么凑", ["H", "B1"], ["小夜"]),
        P("direct", "我在医院哪个科室上班？", ["A1"], ["急诊"]),
        P("exp", "下次出去开学术会是啥时候？帮我提前订张票", ["I1"], ["培训班"]),
        P("abst", "杭州到千岛湖的大巴要坐多久？", [], guard=["大巴", "千岛湖"]),
        P("leak", "我这个月要值几个夜班？", ["B1"], ["四个夜班"], src="lxo"),
        P("bg", "出去玩要带副备用眼镜吗？我度数多少来着", ["bg:用户近视四百度，平时戴眼镜"]),
    ],
    clusters={"eyes": "myopia"},
    bg_block=["眼药水", "医院", "护士"],
)

# ---------------------------------------------------------------- 6 lxd
# 林晓, 35, 宁波 — PRIVATE side (default tenant)
account(
    "lxd", "a06", "u_linxiao", "default",
    [
        M("A0", "2025-03-02", "fact", 0.7, "用户周末接婚礼跟拍的私活，搭档是摄影师大鹏"),
        M("A1", "2026-07-11", "fact", 0.75, "用户周末的副业是给宠物店拍商品图，合作方是一家叫‘毛孩子’的宠物连锁"),
        M("B0", "2025-04-15", "fact", 0.65, "用户每周二、周四晚上在宁波鼓楼附近的日语学校上课，老师叫佐藤"),
        M("B1", "2026-03-08", "fact", 0.7, "用户的日语跟一对一的线上家教学，老师叫美穗，每周六早上九点开课"),
        M("C0", "2025-05-10", "fact", 0.65, "用户打算考日语N2，报的是2027年7月那场"),
        M("C1", "2026-09-25", "fact", 0.7, "用户的日语N2报名成功，考试日期是2027年12月5日"),
        M("D0", "2025-06-20", "fact", 0.6, "用户私人的电脑是一台旧的华硕游戏本，修图很卡"),
        M("D1", "2026-08-01", "fact", 0.65, "用户私人用的是一台放在家里修图的Mac mini，出门只带iPad"),
        M("H0", "2026-06-01", "event", 0.7, "用户2026年10月要去东京参加一个日语游学营", "2026-10-31"),
        M("H1", "2026-11-20", "event", 0.75, "用户2027年4月要去大阪参加一个商业摄影工作坊", "2027-04-30"),
        M("E", "2025-03-20", "relation", 0.6, "用户的儿子在读小学三年级，每周三下午要去接"),
        M("F", "2025-08-10", "fact", 0.55, "用户副业的收入单独存在一张招行卡里，不跟工资混"),
        M("G", "2025-09-09", "preference", 0.65, "用户不想让单位的人知道自己在外面接私活"),
        M("I", "2026-02-02", "preference", 0.55, "用户在攒钱想买一台富士GFX中画幅相机"),
        M("J", "2025-12-12", "fact", 0.55, "用户在小红书上有个接单账号叫‘晓光拍拍’"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "周末那份额外的活儿，对接的是哪家？", ["A1"], ["婚礼", "大鹏"]),
        P("para", "星期六大清早那堂日文，带我的是哪位？几时开讲？", ["B1"], ["佐藤"]),
        P("para", "出去玩想顺手处理照片，我带哪台机器？", ["D1"], ["华硕"]),
        P("para", "那场日本语能力测试定在哪天？", ["C1"], ["2027年7月"]),
        P("task", "这个周六想带儿子去象山海边玩一天，帮我看看那天的课和私活怎么错开", ["B1", "A1"], ["佐藤", "婚礼"]),
        P("task", "月底想去杭州拍一组图，帮我想想接单账号怎么宣传、修图带什么设备", ["J", "D1"], ["华硕"]),
        P("exp", "下次去日本是干啥来着？帮我看看签证", ["H1"], ["游学"]),
        P("abst", "日语N1和N2的合格分数线是多少？", [], guard=["合格", "分数线"]),
        P("leak", "这个月我哪几天值夜班？", [], ["夜班"], src="lxo"),
        P("leak", "出差要提前几天提单？", [], ["钉钉"], src="lxo"),
        P("leak", "台风天我是不是得留在岗位上？", [], ["安全生产"], src="lxo"),
    ],
)

# ---------------------------------------------------------------- 7 lxo
# 林晓 — WORK role at 云帆物流 (yunfan_logistics tenant)
account(
    "lxo", "a07", "u_linxiao", "yunfan_logistics",
    [
        M("A0", "2025-02-01", "fact", 0.8, "用户在云帆物流宁波北仑港区调度中心当调度主管"),
        M("A1", "2026-05-06", "fact", 0.85, "用户在云帆物流舟山转运中心任调度经理，手下三十个人"),
        M("B0", "2025-02-03", "relation", 0.7, "用户的上级是运营总监钱志刚"),
        M("B1", "2026-05-10", "relation", 0.75, "用户的上级是华东区运营副总苏曼"),
        M("C0", "2025-03-01", "fact", 0.7, "用户的排班是四天白班接四天休息"),
        M("C1", "2026-06-01", "fact", 0.75, "用户每月要值四个夜班，其余日子早九晚六"),
        M("D0", "2025-07-01", "fact", 0.6, "用户的工作手机是公司配的华为Mate 40"),
        M("D1", "2026-06-20", "fact", 0.65, "用户的工作手机是一部荣耀Magic6，号码尾号0618"),
        M("H0", "2026-07-15", "event", 0.7, "用户2026年11月下旬要去青岛港交流学习三天", "2026-11-28"),
        M("H1", "2026-11-30", "event", 0.75, "用户2027年2月要去天津港参加港口调度系统的验收", "2027-02-28"),
        M("E", "2025-02-05", "fact", 0.75, "云帆物流规定出差要提前三天在钉钉上提单，坐高铁二等座，住公司协议酒店"),
        M("F", "2026-05-15", "fact", 0.6, "用户在舟山的工位在三楼调度大厅，正对着大屏"),
        M("G", "2025-04-01", "fact", 0.6, "用户每个季度要回宁波总部做一次述职"),
        M("I", "2025-08-20", "fact", 0.75, "用户是公司安全生产委员会的成员，台风天必须留守"),
        M("J", "2025-11-18", "fact", 0.55, "用户所在公司的年度考核叫‘双星评定’，结果决定来年调薪"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "这阵子谁是我顶头老板？有事得先跟谁汇报", ["B1"], ["钱志刚"]),
        P("para", "这个月有几晚得在岗上熬通宵？", ["C1"], ["白班"]),
        P("para", "单位发的那部电话，后四位是啥？", ["D1"], ["Mate"]),
        P("task", "明年二月去天津出差，帮我把提单、车票和住宿安排一下", ["H1", "E"], ["交流学习"]),
        P("task", "下周想请两天假回宁波，帮我看看排班、找谁批、会不会撞上总部述职", ["C1", "B1", "G"], ["白班", "钱志刚"]),
        P("exp", "下一趟去外地港口是干嘛来着？帮我订票", ["H1"], ["交流学习", "青岛"]),
        P("abst", "舟山到宁波的跨海大桥收费多少？", [], guard=["大桥", "收费"]),
        P("abst", "我的公积金贷款额度能有多少？", [], guard=["公积金"]),
        P("leak", "我周六早上那节外语课是跟哪个老师？", [], ["美穗"], src="lxd"),
        P("leak", "明年去大阪那个工作坊是几月？", [], ["商业摄影"], src="lxd"),
        P("leak", "我存副业收入的是哪张卡？", [], ["招行"], src="lxd"),
    ],
)

# ---------------------------------------------------------------- 8 hw
# 何伟, 45, 长沙人 working in 武汉, fleet captain, 湖南话
account(
    "hw", "a08", "u_hewei", "yunfan_logistics",
    [
        M("A0", "2025-01-12", "fact", 0.8, "用户是云帆物流长沙分拨中心的车队长，管二十台厢式货车"),
        M("A1", "2026-04-01", "fact", 0.85, "用户在云帆物流武汉陆港分拨中心当车队长，管四十台冷链车"),
        M("B0", "2025-01-20", "relation", 0.7, "用户的经理是分拨中心主任老谭"),
        M("B1", "2026-04-05", "relation", 0.75, "用户的经理是武汉陆港分拨中心的主任邹红梅"),
        M("C0", "2025-02-15", "fact", 0.65, "用户公司规定司机出车补贴一天六十块"),
        M("C1", "2026-05-10", "fact", 0.7, "用户公司给跑长途的司机每天补贴一百二，过路费另外报"),
        M("D0", "2026-04-20", "preference", 0.6, "用户每两周回一次长沙，坐周五晚上的高铁"),
        M("D1", "2026-09-01", "preference", 0.65, "用户每个月回长沙一趟，开自己的车走京港澳高速"),
        M("H0", "2026-08-10", "event", 0.7, "用户2026年11月上旬要去郑州参加冷链运输安全培训", "2026-11-15"),
        M("H1", "2026-11-20", "event", 0.75, "用户2027年3月要去广州参加集团的车队长年会", "2027-03-31"),
        M("E", "2025-03-01", "fact", 0.7, "云帆物流的出差住宿标准是省会城市一晚四百八，其他城市三百二"),
        M("F", "2026-04-08", "fact", 0.6, "用户的工作平板是公司发的三防平板，装着调度系统，不能带回家"),
        M("G", "2025-06-06", "fact", 0.6, "用户持有道路运输企业安全管理人员证，每年要复审一次"),
        M("I", "2025-04-04", "preference", 0.75, "我坐别个开的车就晕，自己开就冇得事（用户说的湖南话）"),
        M("J", "2026-04-10", "fact", 0.65, "用户的班是早七点到晚七点，周日休息"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "我手底下那些车归哪个点管？在哪座城？", ["A1"], ["厢式"]),
        P("para", "车队配的那块触屏，下了班可以揣回屋里吗？", ["F"]),
        P("para", "跑远途的伙计们一天能领几多钱？", ["C1"], ["六十块"]),
        P("para", "我隔多久回趟老家，怎么走？", ["D1"], ["高铁"]),
        P("task", "明年三月去广州开年会，帮我安排交通和住宿标准，我晕车要注意啥", ["H1", "E", "I"], ["郑州", "培训"]),
        P("task", "这个月想回长沙给老娘过生日，帮我看看哪天休息、怎么回去", ["J", "D1"], ["高铁"]),
        P("direct", "我的经理是谁？", ["B1"], ["老谭"]),
        P("abst", "武汉天河机场到汉口站坐地铁要多久？", [], guard=["天河机场", "汉口"]),
        P("abst", "货车司机A2驾照扣满12分怎么处理？", [], guard=["扣分", "扣满", "A2"]),
        P("leak", "附中期末考完要阅卷几天？", [], ["阅卷"], src="myl"),
        P("bg", "要去西宁出差，海拔高，我血压这块有没有问题？", ["bg:用户的血压一直很正常"]),
    ],
    clusters={"car": "gas"},
    bg_block=["贫血"],
)

# ---------------------------------------------------------------- 9 gq
# 高倩, 26, management trainee rotating (宁波 -> 厦门), Gen-Z voice
account(
    "gq", "a09", "u_gaoqian", "yunfan_logistics",
    [
        M("A0", "2025-07-15", "fact", 0.75, "用户是云帆物流的管培生，第一站轮岗在宁波总部的客服部"),
        M("A1", "2026-01-10", "fact", 0.8, "用户管培轮岗的第二站是厦门分公司的海运订舱部"),
        M("B0", "2025-07-20", "relation", 0.65, "用户的管培导师是人力资源部的周敏"),
        M("B1", "2026-01-15", "relation", 0.7, "用户的带教是厦门订舱部的主管阿杰"),
        M("C0", "2025-08-01", "fact", 0.6, "用户住在公司在宁波安排的员工宿舍，四人间"),
        M("C1", "2026-01-20", "fact", 0.65, "用户跟同事合租了湖里区的一套两居，公司每月给一千五房补"),
        M("D0", "2025-09-01", "preference", 0.6, "用户每周五在家远程办公"),
        M("D1", "2026-02-01", "preference", 0.65, "用户每周二、周三可以居家办公，别的日子去厦门分公司"),
        M("H0", "2026-09-10", "event", 0.7, "用户2026年11月中旬要回宁波总部参加管培生中期答辩", "2026-11-20"),
        M("H1", "2026-11-26", "event", 0.75, "用户2027年1月中旬要回宁波总部参加管培生定岗答辩", "2027-01-31"),
        M("E", "2025-10-01", "fact", 0.6, "用户在备考CATTI三级笔译，打算2027年上半年考"),
        M("F", "2025-07-25", "fact", 0.7, "用户管培生的差旅按普通员工标准，住宿一晚三百以内"),
        M("G", "2025-07-18", "fact", 0.55, "用户的工作电脑是公司发的戴尔Latitude"),
        M("I", "2026-03-03", "preference", 0.6, "用户说自己是‘e人’，出差最爱拉同事一起探店"),
        M("J", "2025-08-25", "fact", 0.6, "用户每月25号发工资，管培生月薪九千五"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "这阵子我在哪个组打杂？", ["A1"], ["客服"]),
        P("para", "我每个月几号进账、到手多少？", ["J"]),
        P("para", "我住处那边，单位一个月帮我贴多少？", ["C1"], ["宿舍"]),
        P("para", "一周哪几天可以穿睡衣上班 hhh", ["D1"], ["周五"]),
        P("task", "下个月回宁波答辩，帮我订票订酒店，看看能报多少，顺便约同事探店", ["H1", "F", "I"], ["中期"]),
        P("task", "下周二三想去鼓浪屿附近的咖啡馆边玩边干活，帮我看看行不行、要跟谁报备", ["D1", "B1"], ["周五", "周敏"]),
        P("direct", "我的管培带教是谁？", ["B1"], ["周敏"]),
        P("exp", "回总部答辩那趟帮我订张票", ["H1"], ["中期"]),
        P("abst", "CATTI二级口译一年考几次？", [], guard=["口译", "二级"]),
        P("leak", "车队那边说他们出差住宿标准比我高，我出差住一晚能报多少？", ["F"], ["四百八"], src="hw"),
    ],
    clusters={"housing": "rent"},
)

# ---------------------------------------------------------------- 10 xzy
# 徐志远, 28, PhD student at 海澄大学, conference trips
account(
    "xzy", "a10", "u_xuzhiyuan", "haicheng_univ",
    [
        M("A0", "2025-01-10", "relation", 0.75, "用户的博士导师是陈教授，做数据库方向"),
        M("A1", "2026-02-20", "relation", 0.8, "用户的博导是梁嘉树副教授，方向是向量检索"),
        M("B0", "2025-01-15", "fact", 0.6, "用户在计算机学院实验楼305有个固定工位"),
        M("B1", "2026-03-01", "fact", 0.65, "用户的工位在学校智算中心四楼，挨着机房"),
        M("C0", "2025-03-20", "preference", 0.55, "用户报销习惯把发票攒到学期末一起报"),
        M("C1", "2026-04-10", "preference", 0.6, "用户每次开完会一周内就把发票贴好交给实验室秘书"),
        M("D0", "2025-05-01", "fact", 0.65, "用户手上那篇论文的目标是投SIGMOD 2027"),
        M("D1", "2026-09-10", "fact", 0.7, "用户手上那篇论文投的是VLDB 2027，截稿前一个月不出远门"),
        M("G0", "2026-06-10", "event", 0.7, "用户2026年10月要去悉尼参加CIKM会议做口头报告", "2026-10-30"),
        M("G1", "2026-11-15", "event", 0.75, "用户2027年2月要去新加坡参加WSDM会议，有一篇海报", "2027-02-28"),
        M("E", "2025-01-05", "profile", 0.8, "用户是海澄大学计算机学院的博士四年级学生"),
        M("F", "2025-02-28", "fact", 0.7, "学校规定博士生出国开会要提前一个月在外事系统报备"),
        M("H", "2025-03-10", "fact", 0.6, "用户每月博士补助三千五，另有八百助教补贴"),
        M("I", "2025-09-05", "fact", 0.65, "用户给本科生《数据结构》当助教，每周三下午要带实验课"),
        M("J", "2025-02-12", "fact", 0.7, "用户的实验室每周一上午开组会，不能缺席"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "带我的那位大老板是谁？", ["A1"], ["陈教授"]),
        P("para", "同门要来找我借卡，我坐哪儿？", ["B1"], ["305"]),
        P("para", "那沓票据我一般多久交上去？", ["C1"], ["学期末"]),
        P("task", "明年二月去开会，帮我列一下要提前办的手续、报销怎么弄、那几天组会和带课怎么协调", ["G1", "F", "C1", "J", "I"], ["悉尼", "学期末"]),
        P("task", "下个月想去厦门玩五天，帮我看看周一组会、周三带课、论文截稿会不会冲突", ["J", "I", "D1"], ["SIGMOD"]),
        P("direct", "我的论文投的是哪个会？", ["D1"], ["SIGMOD"]),
        P("exp", "下次出国开会是去哪？帮我查下签证", ["G1"], ["悉尼", "CIKM"]),
        P("abst", "VLDB 2027的举办地在哪个城市？", [], guard=["举办", "召开"]),
        P("abst", "国家奖学金评审一般看哪些条件？", [], guard=["奖学金"]),
        P("leak", "我那部工作手机的号码尾号是多少？", [], ["0618"], src="lxo"),
        P("bg", "到了陌生城市我要不要全程开导航？我认路咋样", ["bg:用户特别擅长记路"]),
    ],
)

# ---------------------------------------------------------------- 11 myl
# 马玥玲, 42, teacher at 海澄大学附属中学, 四川口音
account(
    "myl", "a11", "u_mayueling", "haicheng_univ",
    [
        M("A0", "2025-02-10", "fact", 0.8, "用户在海澄大学附属中学教初二数学，是初二（3）班的班主任"),
        M("A1", "2026-08-30", "fact", 0.85, "用户带的是高一（7）班，任数学老师兼班主任"),
        M("B0", "2025-02-15", "relation", 0.65, "用户的年级组长是刘老师"),
        M("B1", "2026-08-31", "relation", 0.7, "用户的年级组长是教物理的黄国栋"),
        M("C0", "2025-03-01", "fact", 0.6, "用户每天早上六点五十要到校看早读"),
        M("C1", "2026-09-01", "fact", 0.65, "用户每天七点二十到校，高一的早读由语文老师盯"),
        M("D0", "2025-04-01", "fact", 0.65, "用户打算评高级教师职称，评审材料2027年3月交"),
        M("D1", "2026-10-15", "fact", 0.7, "用户高级职称评审材料的截止日期是2027年5月20日"),
        M("H0", "2026-09-05", "event", 0.7, "用户2026年11月中旬要带学生去厦门参加数学联赛", "2026-11-16"),
        M("H1", "2026-11-22", "event", 0.75, "用户2027年4月要带高一学生去杭州研学一周", "2027-04-30"),
        M("E", "2026-09-02", "event", 0.7, "用户这学期的期末考试在2027年1月20日到22日，考完还要阅卷三天", "2027-01-25"),
        M("F", "2025-02-20", "fact", 0.65, "用户每周三下午有教研活动，不能请假"),
        M("G", "2025-09-08", "fact", 0.6, "用户在读海澄大学的在职教育硕士，每两周的周六上课"),
        M("I", "2025-05-05", "preference", 0.6, "我当班主任，手机二十四小时不敢关，家长随时会找（用户带点四川口音，常说‘巴适’）"),
        M("K", "2025-03-15", "fact", 0.55, "用户每月8号发工资，工资卡是附中统一办的兴业银行卡"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "我们年级管事的头儿是谁？", ["B1"], ["刘老师"]),
        P("para", "我清晨最迟啥时候必须进校门？", ["C1"], ["六点五十"]),
        P("para", "评副高要交的东西，最晚哪天？", ["D1"], ["2027年3月"]),
        P("para", "礼拜三后半天我能溜出去办点事不？", ["F"]),
        P("task", "明年四月带学生出去那趟，帮我排下行程，班上的事和教研怎么安排", ["H1", "A1", "F"], ["联赛", "初二"]),
        P("task", "期末考完想带家里人出去玩几天，帮我看看最早哪天能走、周六的课会不会冲突", ["E", "G"]),
        P("direct", "我带的是哪个班？", ["A1"], ["初二"]),
        P("exp", "下回带学生出远门是去哪儿？帮我看看住宿", ["H1"], ["联赛"]),
        P("abst", "高考数学新课标卷一般有多少道选择题？", [], guard=["选择题", "高考"]),
        P("abst", "我的教师资格证什么时候要定期注册？", [], guard=["资格证", "定期注册"]),
        P("leak", "我那个家教学生是周几上课？", [], ["高二女生"], src="fj"),
    ],
)

# ---------------------------------------------------------------- 12 fj
# 方杰, 22, master's student at 海澄大学, intern + tutoring side job
account(
    "fj", "a12", "u_fangjie", "haicheng_univ",
    [
        M("A0", "2025-06-20", "fact", 0.75, "用户在福州的闽江证券实习，做行业研究助理"),
        M("A1", "2026-03-15", "fact", 0.8, "用户在一家叫‘青禾资本’的投资机构实习，每周去三天"),
        M("B0", "2025-09-01", "fact", 0.65, "用户周末给一个初三学生做数学家教，一次两小时三百块"),
        M("B1", "2026-04-01", "fact", 0.7, "用户做家教带的是一个高二女生的物理，每周日下午"),
        M("C0", "2025-10-01", "fact", 0.65, "用户打算考雅思，目标7分，报的是2027年3月那场"),
        M("C1", "2026-10-20", "fact", 0.7, "用户的雅思考试约在2027年1月16日，考点在福州"),
        M("D0", "2025-06-25", "fact", 0.55, "用户去实习单位坐地铁1号线，路上四十分钟"),
        M("D1", "2026-03-20", "fact", 0.6, "用户骑电动车去实习的地方，二十五分钟"),
        M("H0", "2026-09-20", "event", 0.7, "用户2026年11月上旬要去上海参加一场秋招面试", "2026-11-15"),
        M("H1", "2026-11-25", "event", 0.75, "用户2027年2月要去深圳参加青禾资本的春招终面", "2027-02-28"),
        M("E", "2025-09-02", "profile", 0.75, "用户在读海澄大学经济管理学院的研一"),
        M("F", "2025-09-15", "fact", 0.65, "学校规定研究生实习要导师签字同意，一周不能超过三天"),
        M("G", "2026-03-16", "fact", 0.55, "用户实习工资一天一百五，按月结"),
        M("I", "2025-11-11", "fact", 0.55, "用户的笔记本电脑是联想拯救者，平时用它跑数据"),
    ],
    [("A0", "A1"), ("B0", "B1"), ("C0", "C1"), ("D0", "D1")],
    [
        P("para", "白天我在外面给哪家东家干活？", ["A1"], ["闽江证券"]),
        P("para", "礼拜天后半晌辅导的那个孩子补哪门？", ["B1"], ["初三"]),
        P("para", "干一整天能领多少？什么时候结？", ["G"]),
        P("task", "明年二月去深圳终面，帮我看看请假要找谁签、那周的家教和考试会不会撞", ["H1", "F", "B1", "C1"], ["秋招", "初三"]),
        P("task", "明早去实习那边，帮我估下几点出门，顺便提醒带啥", ["D1", "A1"], ["1号线"]),
        P("direct", "我的雅思考试是哪天？", ["C1"], ["2027年3月"]),
        P("abst", "考研复试的英语听力占多少分？", [], guard=["复试", "听力"]),
        P("leak", "我的管培带教是谁？", [], ["阿杰"], src="gq"),
    ],
)


# ================================================================ building
class BuildError(Exception):
    pass


def fail(msg):
    raise BuildError(msg)


def load_pool():
    raw = open(POOL_PATH, "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != POOL_SHA256:
        fail("background_pool.py sha256 %s != pinned %s" % (digest, POOL_SHA256))
    tree = ast.parse(raw.decode("utf-8"))
    consts = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            consts[node.targets[0].id] = ast.literal_eval(node.value)
    places = list(consts["PLACE_WORDS"])
    items, topic, mtype = [], None, None
    for line in consts["POOL"].splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            topic = line[3:].strip()
            mtype = topic.split()[-1]
            continue
        tags = []
        m = re.match(r"\[(.*?)\]\s*(.*)", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",")]
            line = m.group(2).strip()
        fam = {}
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                fam[f] = c
        items.append({"topic": topic, "type": mtype, "text": line,
                      "active": "active" in tags, "fam": fam})
    return places, items


def rand_time(rng, day):
    return "%sT%02d:%02d:%02d+08:00" % (day, rng.randint(8, 22),
                                        rng.randint(0, 59), rng.randint(0, 59))


def rand_day(rng):
    import datetime
    d0 = datetime.date.fromisoformat(DATE_MIN)
    d1 = datetime.date.fromisoformat(DATE_MAX)
    return (d0 + datetime.timedelta(days=rng.randint(0, (d1 - d0).days))).isoformat()


def bg_candidates(acc, places, items, rng):
    """Pool statements allowed for this account (filters documented here)."""
    theme_text = "".join(m["content"] for m in acc["mems"])
    probe_text = "".join(p["query"] for p in acc["probes"])
    acc_places = [w for w in places if w in theme_text or w in probe_text]
    forbid_kw = [k for p in acc["probes"] for k in p["forbid"]]
    guard_kw = [k for p in acc["probes"] for k in p["guard"]]
    # leak keywords of OTHER accounts' probes aimed at this account must stay absent
    # too (they are checked against the asking account only, but keep it clean)
    block = acc["bg_block"] + forbid_kw + guard_kw
    # choose one cluster per family
    fams = {}
    for it in items:
        for f, c in it["fam"].items():
            fams.setdefault(f, [])
            if c not in fams[f]:
                fams[f].append(c)
    chosen = {}
    for f in sorted(fams):
        if f in acc["clusters"]:
            if acc["clusters"][f] not in fams[f]:
                fail("%s: unknown cluster %s:%s" % (acc["key"], f, acc["clusters"][f]))
            chosen[f] = acc["clusters"][f]
        else:
            chosen[f] = rng.choice(sorted(fams[f]))
    out = []
    for it in items:
        t = it["text"]
        if it["topic"] in BG_DROP_TOPICS:
            continue
        if any(w in t for w in BG_COLLIDE + BANNED_WORDS):
            continue
        if any(w in t for w in acc_places):
            continue
        if any(w.lower() in t.lower() for w in block):
            continue
        if acc["drop_active"] and it["active"]:
            continue
        if any(chosen.get(f) != c for f, c in it["fam"].items()):
            continue
        out.append(it)
    return out


def build():
    places, items = load_pool()
    by_key = {a["key"]: a for a in ACCOUNTS}
    users = []
    meta = {}  # bookkeeping for validation
    for acc in ACCOUNTS:
        rng = random.Random("%d:%s" % (SEED, acc["key"]))
        cands = bg_candidates(acc, places, items, rng)
        forced = [w[3:] for p in acc["probes"] for w in p["want"] if w.startswith("bg:")]
        cand_texts = [c["text"] for c in cands]
        for f in forced:
            if f not in cand_texts:
                fail("%s: forced background statement filtered out: %s" % (acc["key"], f))
        n_theme = len(acc["mems"])
        total = 150 + rng.randint(-4, 4)
        n_bg = total - n_theme
        rest = [c for c in cands if c["text"] not in forced]
        if len(rest) < n_bg - len(forced):
            fail("%s: only %d background candidates" % (acc["key"], len(rest)))
        picked = [c for c in cands if c["text"] in forced] + \
            rng.sample(rest, n_bg - len(forced))
        recs = []
        for m in acc["mems"]:
            rec = {"key": m["key"], "content": m["content"], "type": m["type"],
                   "importance": m["imp"],
                   "created_at": rand_time(rng, m["created"]), "theme": True}
            if m["vu"]:
                rec["valid_until"] = m["vu"] + "T23:59:59+08:00"
            recs.append(rec)
        for c in picked:
            recs.append({"key": "bg:" + c["text"], "content": c["text"],
                         "type": c["type"],
                         "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created_at": rand_time(rng, rand_day(rng)), "theme": False})
        rng.shuffle(recs)
        key2id = {}
        memories = []
        for i, r in enumerate(recs, 1):
            mid = "%s-m%03d" % (acc["code"], i)
            key2id[r["key"]] = mid
            mem = {"id": mid, "content": r["content"], "type": r["type"],
                   "importance": r["importance"], "created_at": r["created_at"]}
            if "valid_until" in r:
                mem["valid_until"] = r["valid_until"]
            memories.append(mem)
        probes = []
        kind_n = Counter()
        order = list(range(len(acc["probes"])))
        rng.shuffle(order)
        pmeta = []
        for idx in order:
            p = acc["probes"][idx]
            kind_n[p["kind"]] += 1
            pid = "%s_%s_%02d" % (acc["key"], p["kind"], kind_n[p["kind"]])
            for w in p["want"]:
                if w not in key2id:
                    fail("%s: wanted memory %s missing" % (pid, w))
            pr = {"id": pid, "at": rand_time(rng, TODAY), "query": p["query"],
                  "relevant": [key2id[w] for w in p["want"]]}
            if p["forbid"]:
                pr["forbid"] = [[k] for k in p["forbid"]]
            probes.append(pr)
            pmeta.append((pr, p))
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": memories, "probes": probes})
        meta[acc["key"]] = {"acc": acc, "key2id": key2id, "memories": memories,
                            "pmeta": pmeta, "n_cands": len(cands)}
    data = {"format": "memory-eval/v1",
            "name": "zh-retrieval-holdout47 (work, study and careers; track R)",
            "users": users}
    return data, meta, by_key


# ================================================================ validation
STOP = set("的了是我你他她在要有个一这那吗呢吧啊么嘛俺咋啥来着用户和就都也还去")


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def overlap(query, mem):
    qc = [c for c in _cjk(query) if c not in STOP]
    mc = set(_cjk(mem))
    qset = set(qc)
    shared = qset & mc
    qb = {query[i:i + 2] for i in range(len(query) - 1)
          if all("\u4e00" <= ch <= "\u9fff" for ch in query[i:i + 2])}
    mb = {mem[i:i + 2] for i in range(len(mem) - 1)}
    return len(shared) / max(1, len(qset)), len(qb & mb)


PARA_MAX_RATIO = 0.34
PARA_MAX_BIGRAMS = 1


def validate(data, meta):
    report = {}
    errs = []

    def E(msg):
        errs.append(msg)

    # fields ------------------------------------------------------------
    if set(data) != {"format", "name", "users"}:
        E("top-level fields %s" % sorted(data))
    for u in data["users"]:
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            E("user fields %s" % sorted(u))
        for m in u["memories"]:
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                E("memory fields %s" % sorted(m))
        for p in u["probes"]:
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                E("probe fields %s" % sorted(p))
    # accounts / tenants -----------------------------------------------
    accts = [(u["user_id"], u["tenant_id"]) for u in data["users"]]
    if len(accts) != 12 or len(set(accts)) != 12:
        E("need 12 distinct accounts, got %d" % len(set(accts)))
    tenants = Counter(t for _, t in accts)
    if len(tenants) != 3 or "default" not in tenants:
        E("need exactly three tenants incl. default: %s" % dict(tenants))
    uid_t = {}
    for uid, t in accts:
        uid_t.setdefault(uid, set()).add(t)
    multi = [u for u, ts in uid_t.items() if len(ts) > 1]
    if len(multi) != 1:
        E("exactly one user_id must appear under two tenants: %s" % multi)
    report["tenants"] = dict(tenants)
    report["dual_user"] = multi
    # memory ids global uniqueness
    all_ids = [m["id"] for u in data["users"] for m in u["memories"]]
    if len(all_ids) != len(set(all_ids)):
        E("memory ids not globally unique")
    all_pids = [p["id"] for u in data["users"] for p in u["probes"]]
    if len(all_pids) != len(set(all_pids)):
        E("probe ids not unique")

    kinds = Counter()
    n_sup = 0
    forbid_probes = 0
    mem_counts = []
    theme_counts = []
    exp_empty = 0
    leak_same_user = 0
    para_stats = []
    for key, md in meta.items():
        acc = md["acc"]
        mems = md["memories"]
        k2i = md["key2id"]
        i2m = {m["id"]: m for m in mems}
        contents = {m["id"]: norm(m["content"]) for m in mems}
        theme = {m["key"]: m for m in acc["mems"]}
        n_theme = len(acc["mems"])
        theme_counts.append(n_theme)
        mem_counts.append(len(mems))
        if not 14 <= n_theme <= 18:
            E("%s: %d theme memories" % (key, n_theme))
        if not 145 <= len(mems) <= 155:
            E("%s: %d memories" % (key, len(mems)))
        if len(set(contents.values())) != len(contents):
            E("%s: duplicate memory contents" % key)
        for m in mems:
            d = m["created_at"][:10]
            if not DATE_MIN <= d <= DATE_MAX:
                E("%s: created_at out of range %s" % (key, m["created_at"]))
            if any(w in m["content"] for w in BANNED_WORDS):
                E("%s: banned word in memory %s" % (key, m["content"]))
        # theme memory date-inference safety
        for m in acc["mems"]:
            if m["vu"] is None:
                c = m["content"]
                if any(w in c for w in HOLIDAY_WORDS + RELATIVE_WORDS):
                    E("%s/%s: holiday/relative time word without valid_until" % (key, m["key"]))
                if MONTH_RE.search(c) and not re.search(r"202[7-9]年", c):
                    E("%s/%s: month without a 2027+ year and no valid_until" % (key, m["key"]))
        # supersessions
        superseded = set()
        for old, new in acc["sups"]:
            if old not in theme or new not in theme:
                E("%s: sup pair %s/%s missing" % (key, old, new))
                continue
            mo, mn = i2m[k2i[old]], i2m[k2i[new]]
            if not mo["created_at"] < mn["created_at"]:
                E("%s: sup %s not older than %s" % (key, old, new))
            if "valid_until" in mo:
                E("%s: superseded %s has valid_until" % (key, old))
            if any(w in mn["content"] for w in CHANGE_WORDS):
                E("%s: newer %s carries a change word" % (key, new))
            superseded.add(k2i[old])
            n_sup += 1
        # probes
        for pr, p in md["pmeta"]:
            pid, kind = pr["id"], p["kind"]
            kinds[kind] += 1
            if kind not in pid:
                E("%s: kind not in id" % pid)
            if pr["at"][:10] != TODAY:
                E("%s: at not today" % pid)
            if any(w in pr["query"] for w in BANNED_WORDS):
                E("%s: banned word in query" % pid)
            at = pr["at"]
            want = pr["relevant"]
            for w in want:
                if w not in i2m:
                    E("%s: relevant id %s not in account" % (pid, w))
                if w in superseded:
                    E("%s: wants a superseded memory" % pid)
                vu = i2m[w].get("valid_until")
                if vu and vu < at:
                    E("%s: wants an expired memory" % pid)
            fk = p["forbid"]
            if kind == "leak":
                src = meta.get(p["src"])
                if src is None or p["src"] == key:
                    E("%s: bad leak source" % pid)
                    continue
                if src["acc"]["user_id"] == acc["user_id"]:
                    leak_same_user += 1
                if not fk:
                    E("%s: leak without forbid" % pid)
                for k in fk:
                    nk = norm(k)
                    if any(nk in c for c in contents.values()):
                        E("%s: leak keyword %s present in asking account" % (pid, k))
                    if not any(nk in norm(m["content"]) for m in src["memories"]):
                        E("%s: leak keyword %s absent from source %s" % (pid, k, p["src"]))
                continue
            if fk:
                forbid_probes += 1
            for k in fk:
                nk = norm(k)
                if nk in norm(pr["query"]):
                    E("%s: forbid keyword %s in query" % (pid, k))
                holders = [i for i, c in contents.items() if nk in c]
                if not holders:
                    E("%s: forbid keyword %s held by no memory" % (pid, k))
                for h in holders:
                    vu = i2m[h].get("valid_until")
                    if h not in superseded and not (vu and vu < at):
                        E("%s: forbid keyword %s held by a live memory %s: %s"
                          % (pid, k, h, i2m[h]["content"]))
                    if h in want:
                        E("%s: forbid keyword %s in a wanted memory" % (pid, k))
            if kind == "abst":
                if want:
                    E("%s: abstention wants memories" % pid)
                if not p["guard"]:
                    E("%s: abstention without guard" % pid)
                for g in p["guard"]:
                    for c in contents.values():
                        if norm(g) in c:
                            E("%s: guard %s answered by memory: %s" % (pid, g, c))
            elif kind == "exp":
                if not want:
                    exp_empty += 1
                srcs_expired = False
                for k in fk:
                    for i, c in contents.items():
                        vu = i2m[i].get("valid_until")
                        if norm(k) in c and vu and vu < at:
                            srcs_expired = True
                if not srcs_expired:
                    E("%s: expiry probe without an expired forbid source" % pid)
            elif kind == "task":
                if not 2 <= len(want) <= 5:
                    E("%s: task wants %d" % (pid, len(want)))
            elif kind in ("para", "direct"):
                if len(want) != 1:
                    E("%s: %s wants %d" % (pid, kind, len(want)))
            elif kind == "bg":
                if len(want) != 1 or not all(w.startswith("bg:") for w in p["want"]):
                    E("%s: bg probe must want one background memory" % pid)
            if kind == "para":
                for w in want:
                    r, b = overlap(pr["query"], i2m[w]["content"])
                    para_stats.append((r, b))
                    if r > PARA_MAX_RATIO or b > PARA_MAX_BIGRAMS:
                        E("%s: paraphrase overlaps too much (ratio %.2f, bigrams %d): %s"
                          % (pid, r, b, pr["query"]))
    for k, q in KIND_QUOTA.items():
        if kinds[k] != q:
            E("kind %s: %d != %d" % (k, kinds[k], q))
    if sum(kinds.values()) != 128:
        E("probe total %d" % sum(kinds.values()))
    if n_sup < MIN_SUPERSESSIONS:
        E("supersessions %d < %d" % (n_sup, MIN_SUPERSESSIONS))
    if forbid_probes < MIN_FORBID_PROBES:
        E("forbid probes %d < %d" % (forbid_probes, MIN_FORBID_PROBES))
    if exp_empty != 2:
        E("expiry probes wanting nothing: %d != 2" % exp_empty)
    if leak_same_user == 0:
        E("no same-user cross-tenant leak probe")
    report.update({
        "accounts": len(accts),
        "memories_per_account": (min(mem_counts), max(mem_counts)),
        "theme_memories_per_account": (min(theme_counts), max(theme_counts)),
        "memories_total": sum(mem_counts),
        "probes_per_kind": dict(sorted(kinds.items())),
        "probes_total": sum(kinds.values()),
        "supersessions": n_sup,
        "non_leak_forbid_probes": forbid_probes,
        "exp_wanting_nothing": exp_empty,
        "leak_same_user_cross_tenant": leak_same_user,
        "para_max_char_ratio": round(max(r for r, _ in para_stats), 2),
        "para_max_shared_bigrams": max(b for _, b in para_stats),
        "bg_candidates_per_account": (min(m["n_cands"] for m in meta.values()),
                                      max(m["n_cands"] for m in meta.values())),
    })
    return errs, report


def serialise(data):
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def main(argv):
    check = "--check" in argv[1:]
    try:
        data, meta, _ = build()
    except BuildError as e:
        print("BUILD FAILED:", e)
        return 2
    errs, report = validate(data, meta)
    blob = serialise(data)
    if check:
        if not os.path.exists(OUT):
            errs.append("output file missing: %s" % OUT)
        elif open(OUT, "rb").read() != blob:
            errs.append("file on disk differs from an in-memory rebuild")
    for k, v in report.items():
        print("%-30s %s" % (k, v))
    if errs:
        print("FAILED (%d):" % len(errs))
        for e in errs:
            print("  -", e)
        return 1
    if check:
        print("CHECK OK: %s is byte-identical to a rebuild (%d bytes)" % (
            os.path.relpath(OUT), len(blob)))
    else:
        with open(OUT, "wb") as fh:
            fh.write(blob)
        print("WROTE %s (%d bytes)" % (os.path.relpath(OUT), len(blob)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
