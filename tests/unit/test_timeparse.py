"""memory.timeparse: spans named in Chinese/English resolved against a pinned clock."""
from datetime import datetime, timedelta, timezone

import pytest

from memory.timeparse import infer_valid_until, mentions_time_span, tells_of_a_change

CST = timezone(timedelta(hours=8))
NOW = datetime(2026, 7, 12, 10, 0, tzinfo=CST)  # a Sunday


def end(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 23, 59, 59, tzinfo=CST)


@pytest.mark.parametrize("text, expected", [
    # lunar holidays from the table, with and without a year
    ("计划2026年春节去三亚过年", end(2026, 2, 24)),  # a plan for a past date: expired at once
    ("2027年春节", end(2027, 2, 13)),
    ("明年春节带爸妈去海南", end(2027, 2, 13)),
    ("过年回老家", end(2027, 2, 13)),
    ("中秋", end(2026, 9, 27)),
    ("端午节去划龙舟", end(2027, 6, 11)),
    ("清明", end(2027, 4, 7)),
    # fixed holidays: the next one after now unless a year is given
    ("国庆去云南", end(2026, 10, 7)),
    ("十一想出去玩", end(2026, 10, 7)),
    ("2027年国庆", end(2027, 10, 7)),
    ("五一", end(2027, 5, 5)),
    ("元旦", end(2027, 1, 3)),
    ("暑假带孩子出去", end(2026, 8, 31)),
    ("寒假", end(2027, 2, 28)),
    # months and years
    ("12月去哈尔滨", end(2026, 12, 31)),
    ("十二月", end(2026, 12, 31)),
    ("3月份", end(2027, 3, 31)),
    ("2026年12月", end(2026, 12, 31)),
    ("下个月", end(2026, 8, 31)),
    ("明年", end(2027, 12, 31)),
    ("今年", end(2026, 12, 31)),
    ("后年", end(2028, 12, 31)),
    ("想在2027年前去冰岛看极光", end(2026, 12, 31)),
    ("2027年之前", end(2026, 12, 31)),
    ("2028年", end(2028, 12, 31)),
    # short spans
    ("下周", end(2026, 7, 19)),
    ("这周末", end(2026, 7, 12)),
    ("下周末", end(2026, 7, 19)),
    ("明天", end(2026, 7, 13)),
    ("后天", end(2026, 7, 14)),
    ("三天后", end(2026, 7, 15)),
    # explicit dates
    ("6月15日", end(2027, 6, 15)),
    ("8月1号出发", end(2026, 8, 1)),
    ("2026-07-12", end(2026, 7, 12)),
    ("2026/9/3", end(2026, 9, 3)),
    ("2027年5月20日", end(2027, 5, 20)),
    # English
    ("by 2027", end(2026, 12, 31)),
    ("before 2028", end(2027, 12, 31)),
    ("by the end of 2027", end(2027, 12, 31)),
    ("next week", end(2026, 7, 19)),
    ("tomorrow", end(2026, 7, 13)),
    ("in December", end(2026, 12, 31)),
    ("June 15", end(2027, 6, 15)),
    ("during Golden Week", end(2026, 10, 7)),
    # Traditional reads like Simplified
    ("打算聖誕節帶媽媽去潮州", end(2026, 12, 25)),
    ("計劃明年一月去東京", end(2027, 1, 31)),
])
def test_spans(text, expected):
    assert infer_valid_until(text, NOW) == expected


@pytest.mark.parametrize("text", [
    "以后一定要去西藏", "我不吃海鲜", "十一点出发", "预算2000", "二十一岁", "三个人", "我永远喜欢海边", "",
])
def test_no_span(text):
    assert infer_valid_until(text, NOW) is None
    assert mentions_time_span(text) is False


def test_latest_span_wins():
    assert infer_valid_until("下周去三亚，12月再去哈尔滨", NOW) == end(2026, 12, 31)


def test_keeps_timezone_and_naive_stays_naive():
    utc_now = datetime(2026, 7, 12, 1, 0, tzinfo=timezone.utc)
    assert infer_valid_until("明天", utc_now).tzinfo is timezone.utc
    naive = infer_valid_until("明天", datetime(2026, 7, 12, 10, 0))
    assert naive == datetime(2026, 7, 13, 23, 59, 59) and naive.tzinfo is None


def test_holiday_in_progress_is_the_current_one():
    during = datetime(2026, 10, 3, 12, 0, tzinfo=CST)
    assert infer_valid_until("国庆", during) == end(2026, 10, 7)
    after = datetime(2026, 10, 8, 12, 0, tzinfo=CST)
    assert infer_valid_until("国庆", after) == end(2027, 10, 7)


def test_month_in_the_current_month_is_this_year():
    december = datetime(2026, 12, 5, tzinfo=CST)
    assert infer_valid_until("12月", december) == end(2026, 12, 31)
    assert infer_valid_until("11月", december) == end(2027, 11, 30)


def test_week_boundaries_from_a_weekday():
    wednesday = datetime(2026, 7, 15, 9, 0, tzinfo=CST)
    assert infer_valid_until("这周末", wednesday) == end(2026, 7, 19)
    assert infer_valid_until("下周", wednesday) == end(2026, 7, 26)


def test_pure_function():
    assert infer_valid_until("国庆", NOW) == infer_valid_until("国庆", NOW)


@pytest.mark.parametrize("text", ["国庆去云南", "明年春节", "2027年前", "下个月", "by 2027", "6月15日"])
def test_mentions_time_span(text):
    assert mentions_time_span(text) is True


@pytest.mark.parametrize("text", [
    "每年春节前后停运半个月",
    "用户每年三月和九月要去广州做模拟机复训，各一周",
    "用户爱攀岩，周末常泡在岩馆",
    "平时周末还要给学生补课，只有寒暑假才能出远门",
    "每年清明都回苏州给外婆扫墓",
    "每个月底要对账",
    "周末喜欢睡懒觉",
    "今年68岁，已经退休",
    "用户今年六十八岁",
    "用户的奶奶今年满八十，住在宜宾老家",  # a round age without 岁 (holdout29: expired with the year)
    "爷爷今年八十大寿，孙辈商量着给他办酒",
    "用户的女儿读初三，住校，周末才回家",  # 周末才回家 is a habit, not this weekend
])
def test_habits_recurring_events_and_ages_never_expire(text):
    # these were found expiring after their next occurrence: a habit vanished from recall for good
    assert infer_valid_until(text, NOW) is None


def test_recurring_clause_keeps_year_anchored_and_neighbouring_spans():
    assert infer_valid_until("今年每周三值班", NOW) == end(2026, 12, 31)
    assert infer_valid_until("今年满十次就能升级会员", NOW) == end(2026, 12, 31)  # a count, not an age
    assert infer_valid_until("2026年国庆去西安，每天都要吃面", NOW) == end(2026, 10, 7)
    # the habit is another clause: the plan still ends with next month
    assert infer_valid_until("下个月去日本，每次坐飞机都耳鸣", NOW) == end(2026, 8, 31)
    assert infer_valid_until("这周末去爬山", NOW) == end(2026, 7, 12)


@pytest.mark.parametrize("text, written", [
    ("用户2025年11月刚和马琳领证结婚", datetime(2026, 1, 24, 9, 0, tzinfo=CST)),
    ("2026年春节去三亚过年", NOW),
    ("用户2026年5月1日去了一趟苏州", NOW),
    ("用户2024年做过心脏支架手术，现在需要长期吃药", NOW),  # 需要 is not a plan
    ("用户2025年学会了游泳", NOW),
])
def test_a_span_over_when_written_is_history_not_a_plan(text, written):
    # holdout11: a wedding date said two months later expired on the day it was written,
    # so "我俩是哪个月领的证" could never find it
    assert infer_valid_until(text, written) is None


def test_a_plan_for_a_past_date_still_ends_then():
    assert infer_valid_until("用户打算2026年五一去苏州", NOW) == end(2026, 5, 5)
    assert infer_valid_until("用户2026年11月要去哈尔滨", datetime(2026, 1, 24, tzinfo=CST)) == end(2026, 11, 30)
    assert infer_valid_until("用户想趁2026年五一带爸妈去苏州", NOW) == end(2026, 5, 5)
    assert infer_valid_until("用户2026年春节要去海南过年", NOW) == end(2026, 2, 24)


def test_a_graduating_year_said_in_the_autumn_is_the_school_year_under_way():
    # holdout11: "用户的儿子今年参加中考", written in September 2025, expired on Dec 31,
    # so in March 2026 "我儿子是今年中考吧？" could no longer find it
    september = datetime(2025, 9, 5, 15, 0, tzinfo=CST)
    assert infer_valid_until("用户的儿子今年参加中考", september) == datetime(2026, 6, 30, 23, 59, 59, tzinfo=CST)
    assert infer_valid_until("用户在高中教物理，今年带高三", september) == datetime(2026, 6, 30, 23, 59, 59, tzinfo=CST)
    # said in spring, this year's exam is this June; the year's end stays the bound
    assert infer_valid_until("用户的儿子今年参加中考", datetime(2026, 3, 5, tzinfo=CST)) == end(2026, 12, 31)
    # an exam already taken is not next year's: it is history, and history does not expire
    assert infer_valid_until("用户的儿子今年参加了中考", september) is None
    # other 今年 spans are untouched
    assert infer_valid_until("今年每周三值班", september) == datetime(2025, 12, 31, 23, 59, 59, tzinfo=CST)


@pytest.mark.parametrize("text", [
    "用户的女儿考上了南京大学，今年9月开学",  # she studies there from September on
    "用户已经签了厦门一家海洋研究所，2026年9月入职",
    "新的年假制度明年1月起生效",
])
def test_a_date_a_lasting_state_begins_on_is_no_end(text):
    # found in the sixteenth session: the newer "考上了南京大学，今年9月开学" expired in October
    # and left the older "在兰州读高中" as the only word on where the daughter studies
    assert infer_valid_until(text, NOW) is None


def test_an_event_on_a_month_still_ends_with_it():
    assert infer_valid_until("用户9月考试，考完想出去玩", NOW) == end(2026, 9, 30)


@pytest.mark.parametrize("text, written", [
    # a dated completed action started something that lasts (found in holdout17: each of these
    # expired at the end of its month or year and so was never recalled again)
    ("用户2025年底换了车，现在开的是比亚迪秦PLUS纯电版", datetime(2025, 12, 28, tzinfo=CST)),
    ("用户2026年4月拿到了CAAC多旋翼视距内驾驶员执照", datetime(2026, 4, 20, tzinfo=CST)),
    ("用户2026年初调到了乐山的中队", datetime(2026, 2, 9, tzinfo=CST)),
    ("用户2026年3月因为心梗在前降支放了两个心脏支架", datetime(2026, 3, 20, tzinfo=CST)),
    ("用户大三暑假去西藏支教过一个月", datetime(2025, 12, 1, tzinfo=CST)),  # 过: past, whichever summer
    ("护照今年3月刚换了新的", datetime(2026, 3, 15, tzinfo=CST)),
])
def test_a_completed_action_in_a_span_under_way_is_history(text, written):
    assert infer_valid_until(text, written) is None


@pytest.mark.parametrize("text, written, expected", [
    # leave booked for a later month is a plan, whatever its 了
    ("2026年7月请了年假，要和女朋友去新疆自驾", datetime(2026, 5, 2, tzinfo=CST), end(2026, 7, 31)),
    # something about to happen, not done
    ("用户的同事小周下个月要结婚了", NOW, end(2026, 8, 31)),
    ("用户12月就要考试了", NOW, end(2026, 12, 31)),
    # today's episode may end with its day, as before
    ("今天风大得把我的伞都吹翻了", NOW, end(2026, 7, 12)),
    # one weekend: planned for it, or something done on it
    ("用户这周末要去杭州看展", NOW, end(2026, 7, 12)),
    ("用户打算周末去爬香山", NOW, end(2026, 7, 12)),
    ("我周末去参加了同学的生日派对", NOW, end(2026, 7, 12)),
    # a booking is a plan (订了)
    ("用户订了国庆去三亚的机票", NOW, end(2026, 10, 7)),
])
def test_plans_bookings_and_episodes_keep_their_end(text, written, expected):
    assert infer_valid_until(text, written) == expected


@pytest.mark.parametrize("text", [
    "用户的生日是11月3日",
    "用户和小满的恋爱纪念日是6月18号",
    "用户周末偶尔会去水库钓鱼",
    "用户买了一台Switch，主要在周末玩",
    "用户周末晚上常和家人一起看一部电影",
    "用户已经不在网上接单了，现在只在周末的手作市集上摆摊卖玩偶",
    # a bare 周末 with no plan and nothing done on it is every weekend (each of these expired
    # within a week of being said, constraints included)
    "用户在南京教初中语文，只有寒暑假能出远门，学期里最多周末短途",
    "用户每年五月到十月是婚礼旺季，周末基本没法出门",
    "用户喜欢周末去逛宜家",
    "用户离婚了，女儿跟前妻过，每两周的周末接女儿一次",
    "用户看过一次五月天的演唱会",  # a band, not May
    "用户一年只有春节和国庆两个长假，五天年假一般攒着跟国庆连休",
    "用户每年双十一到年底是旺季，一个多月都不能请假",  # each year's end, not this one's
    "用户的蜂场二三月在云南罗平，六到八月在甘肃天祝，九月以后回宁夏固原老家",  # a yearly round
])
def test_birthdays_habits_and_yearly_rounds_do_not_expire(text):
    assert infer_valid_until(text, NOW) is None


def test_this_year_is_still_this_year_in_a_recurring_clause():
    assert infer_valid_until("今年每周三值班", NOW) == end(2026, 12, 31)
    assert infer_valid_until("用户打算2026年12月去广州看五月天跨年演唱会", NOW) == end(2027, 1, 1)


@pytest.mark.parametrize("text, written", [
    # each was a memory a probe wanted, and each had expired before it was asked (seventeenth
    # session, a scan of every relevant memory in bench/data against its probe's time)
    ("用户去年十月做了袖状胃切除手术，现在每顿只能吃小半碗", datetime(2026, 3, 1, tzinfo=CST)),  # 去年
    ("用户的女儿2026年2月初出生，小名叫豆包", datetime(2026, 2, 10, tzinfo=CST)),  # a birth starts a life
    ("用户从2026年1月开始用戒烟贴戒烟", datetime(2026, 1, 5, tzinfo=CST)),  # from … on
    ("已经拿到深圳一家设计院的offer，7月中旬入职", datetime(2026, 6, 1, tzinfo=CST)),
    ("用户的女儿周蕾在上海工作，外孙今年上初一", datetime(2025, 3, 1, tzinfo=CST)),  # a grade, like an age
    ("用户每年春节前后停运半个月，回周口老家过年", datetime(2025, 6, 1, tzinfo=CST)),  # the habit goes on
    ("用户公司年假只有五天，只能跟五一连着休", datetime(2026, 1, 10, tzinfo=CST)),
    ("用户科室的排班表要到月底前才出来，排班出来之前没法定行程", datetime(2026, 1, 10, tzinfo=CST)),
    ("用户出国回来七天内必须把护照交回单位，逾期要写书面说明", datetime(2026, 1, 10, tzinfo=CST)),  # from an event
    ("用户左脚跟腱有旧伤，跑完全程后一周内不能走太多山路", datetime(2025, 9, 12, tzinfo=CST)),
    ("用户有一张信用卡每年送6次机场贵宾厅，今年已经用掉4次", datetime(2025, 6, 1, tzinfo=CST)),
    ("用户下夜班当天算休息，常用“下夜班加休息日再连上周末”凑出一个短假", datetime(2026, 1, 28, tzinfo=CST)),
    # twenty-second session, holdout23 (blind): got or begun in the month it was said, without 了;
    # an undated holiday just past; a once-a-year meeting
    ("用户六月到手一台国产电动轮椅，配两块锂电池，整车五十多斤，没法折叠", datetime(2026, 6, 14, tzinfo=CST)),
    ("用户九月从导盲犬基地接回一只两岁的金毛“可乐”，原来那只年纪大了退役", datetime(2026, 9, 22, tzinfo=CST)),
    ("子睿五月复查后开始吃左乙拉西坦，早晚各一片，一顿都不能漏", datetime(2026, 5, 16, tzinfo=CST)),
    ("国庆后驿站又来了两个大学生轮班，用户一周总算能空出一整天", datetime(2026, 10, 9, tzinfo=CST)),
    ("用户的老伴在邵阳老家种地，两口子一年只在春节见一面", datetime(2024, 2, 14, tzinfo=CST)),
])
def test_lasting_facts_found_expired_in_the_data_no_longer_expire(text, written):
    assert infer_valid_until(text, written) is None


@pytest.mark.parametrize("text, written", [
    # moving, a new post, a new shift: found in holdout19 (nineteenth session), where each expired at the
    # end of its month or year and so was never recalled for the probes that asked where the user
    # lives or works now
    ("用户是贵州毕节人，2024年夏天来杭州跑外卖，在平台当专送骑手", datetime(2024, 6, 15, tzinfo=CST)),
    ("用户是安徽阜阳人，2025年3月来北京做住家保姆", datetime(2025, 3, 5, tzinfo=CST)),
    ("用户2025年8月搬进了余杭良渚附近站点安排的员工宿舍", datetime(2025, 8, 18, tzinfo=CST)),  # 安排的: no plan
    ("用户2026年6月调到医院体检中心，改成白班，周末双休", datetime(2026, 6, 20, tzinfo=CST)),
    ("用户2026年9月试住结束后决定和老伴正式入住这家养老院，原来的房子租出去了", datetime(2026, 9, 10, tzinfo=CST)),
    ("用户2026年7月起换到五一广场附近一家livehouse演出，只演周五和周六晚上", datetime(2026, 7, 3, tzinfo=CST)),  # a square
])
def test_moving_to_a_place_post_or_shift_starts_a_state_that_lasts(text, written):
    assert infer_valid_until(text, written) is None


def test_a_change_after_a_dated_event_lasts_and_a_plan_after_one_ends():
    # holdout20 (twentieth session): the newer rota expired with its month, so the older one was injected
    assert infer_valid_until("2026年7月团队扩编后，用户的值班改成了五周一轮，值班那周仍要保证半小时内能上线处理故障",
                             datetime(2026, 7, 9, tzinfo=CST)) is None
    # nothing done after the event: a plan for after it
    assert infer_valid_until("用户2026年12月考完试后，去三亚玩一周", datetime(2026, 11, 1, tzinfo=CST)) == end(2026, 12, 31)


@pytest.mark.parametrize("text, written", [
    # holdout21, read after its blind run (twentieth session): each expired while still true
    ("用户考上了河南许昌一个乡镇的公务员，2026年7月正式入职", datetime(2026, 6, 1, tzinfo=CST)),
    ("用户从2025年秋天起把四个大棚都改种了草莓，12月到第二年5月是采摘期，天天得守在棚里", datetime(2025, 10, 1, tzinfo=CST)),
    ("用户冬天农闲，11月到第二年3月都有空", datetime(2025, 1, 1, tzinfo=CST)),
    ("用户学校的暑假补课要到7月20号左右才结束，8月20号前后又要回校备课，一年里能完整休息的只有这一个月", datetime(2025, 5, 1, tzinfo=CST)),
    ("用户2026年把羊减到三百只左右，腾出草场给牧家乐用", datetime(2026, 3, 1, tzinfo=CST)),
    ("用户的儿子在义乌开了网店，2026年秋天把孙女接到义乌上学，家里只剩孙子跟着用户", datetime(2026, 10, 1, tzinfo=CST)),
    ("用户的儿子考上了西安的一所大学，2026年9月去西安报到", datetime(2026, 7, 20, tzinfo=CST)),
])
def test_seasons_posts_and_counts_found_expired_in_holdout21_last(text, written):
    assert infer_valid_until(text, written) is None


def test_a_planned_count_and_a_planned_winter_still_end():
    assert infer_valid_until("用户2026年要把羊减到三百只", datetime(2026, 3, 1, tzinfo=CST)) == end(2026, 12, 31)
    assert infer_valid_until("用户计划2026年11月到第二年3月去海南猫冬", datetime(2026, 9, 1, tzinfo=CST)) is not None


def test_a_planned_move_a_trip_and_a_scheduled_stay_still_end():
    written = datetime(2026, 6, 1, tzinfo=CST)
    assert infer_valid_until("用户2026年9月要搬到上海", written) == end(2026, 9, 30)
    assert infer_valid_until("用户2026年8月来北京玩几天", written) == end(2026, 8, 31)
    assert infer_valid_until("用户老伴定在2026年10月15日住进北京博爱医院做康复", written) == end(2026, 10, 15)
    assert infer_valid_until("用户五一去长沙玩", datetime(2026, 4, 1, tzinfo=CST)) == end(2026, 5, 5)


def test_getting_or_beginning_something_later_and_a_holiday_still_ahead_still_end():
    # the twenty-second session's cues (到手, 接回, 开始, a holiday just past) leave plans alone
    assert infer_valid_until("用户十二月要把孙子接回来过寒假", datetime(2026, 11, 5, tzinfo=CST)) == end(2027, 2, 28)
    assert infer_valid_until("用户下个月到手新车后想自驾去西藏", datetime(2026, 10, 9, tzinfo=CST)) == end(2026, 11, 30)
    assert infer_valid_until("国庆后要去杭州住三天", datetime(2026, 10, 9, tzinfo=CST)) == end(2027, 10, 7)
    assert infer_valid_until("国庆想去杭州，住西湖边", datetime(2026, 9, 1, tzinfo=CST)) == end(2026, 10, 7)


def test_what_still_ends():
    # a plan starting next month is still bounded when nothing says it lasts
    assert infer_valid_until("用户下个月去日本，每次坐飞机都耳鸣", NOW) == end(2026, 8, 31)
    assert infer_valid_until("用户3天后出发去成都", NOW) == end(2026, 7, 15)
    assert infer_valid_until("用户的儿子今年参加中考", NOW) == end(2026, 12, 31)


@pytest.mark.parametrize("text", [
    "孙浩九月穿上了军装，去新疆当兵了",  # a month of this year, said after it: no end next September
    "用户六月到手一台国产电动轮椅，配两块锂电池",
    "用户九月开始给勐海一家茶厂做代播，每月有六千底薪",
])
def test_a_month_already_past_with_something_done_in_it_is_history(text):
    written = datetime(2026, 10, 20, tzinfo=CST)
    assert infer_valid_until(text, written) is None
    assert tells_of_a_change(text, written)


def test_a_dated_change_is_told_apart_from_plans_experiences_and_habits():
    written = datetime(2026, 10, 20, tzinfo=CST)
    for text in ("陈志强六月不跑车了，回店里帮手蒸肠粉", "用户去年十一月在医院植入了右耳人工耳蜗",
                 "国庆后用户去了宝安一个物流园看大门", "郑凯九月起借调到区教育局坐班", "今年九月两个孩子从化隆接来了东莞"):
        assert tells_of_a_change(text, written), text
    for text in ("用户2024年去日本大阪玩过五天", "用户打算12月去三亚", "用户每年春节回老家", "用户2027年1月起调到上海",
                 "用户十二月订了去三亚的机票", "用户的儿子在县城住校"):
        assert not tells_of_a_change(text, written), text
    # a plan for a bare month ahead still ends with it
    assert infer_valid_until("用户十二月要考试", written) == end(2026, 12, 31)


def test_a_month_or_a_day_names_an_event_a_year_does_not():
    from memory.timeparse import names_a_month_or_day
    for text in ("用户抽中了2027年1月哀牢山50公里组的参赛名额", "用户又抢到了下个月毛不易长沙站的票", "国庆去南京",
                 "12月18号早上8点出发", "下周三上午的水疗课", "月底交房租"):
        assert names_a_month_or_day(text), text
    for text in ("用户打算明年考在职研究生", "今年想把驾照考了", "用户喜欢听民谣"):
        assert not names_a_month_or_day(text), text


@pytest.mark.parametrize("text", ["用户订了8月1日到4日去黄山的行程", "用户订了8月1日至4日去黄山", "用户8月1号到4号去黄山",
                                  "用户订了8月1-4日去黄山", "用户订了8月1日到8月4日去黄山"])
def test_a_span_within_one_month_ends_on_its_last_day(text):
    assert infer_valid_until(text, NOW) == end(2026, 8, 4)


@pytest.mark.parametrize("text, expected", [
    ("用户下个月15号去领事馆面签", end(2026, 8, 15)),  # the day itself, not August's last
    ("用户下个月十五号去领事馆面签", end(2026, 8, 15)),
    ("用户这个月20号去香港", end(2026, 7, 20)),
    ("用户下个月31号出发", end(2026, 8, 31)),
])
def test_a_day_of_next_month_or_this_one_ends_that_day(text, expected):
    assert infer_valid_until(text, NOW) == expected


def test_months_left_before_a_document_runs_out_end_then():
    assert infer_valid_until("用户的护照还有8个月就到期了", NOW) == infer_valid_until("用户8个月后要出国", NOW)
    assert infer_valid_until("用户的护照还有8个月到期", NOW).date() > NOW.date() + timedelta(days=7 * 30)


def test_the_first_day_of_a_span_next_month_keeps_the_months_end():
    assert infer_valid_until("用户下个月1号到5号去青岛", NOW) == end(2026, 8, 31)


@pytest.mark.parametrize("text, said, expected", [
    ("用户打算今年冬天去哈尔滨看冰雕", (2026, 3, 10), end(2027, 2, 28)),  # a year's winter runs into February
    ("用户明年春天想去武汉看樱花", (2026, 3, 10), end(2027, 5, 31)),
    ("用户今年夏天去青海湖", (2026, 3, 10), end(2026, 8, 31)),
    ("用户计划今年秋天去喀纳斯", (2026, 3, 10), end(2026, 11, 30)),
    ("用户这个冬天要去北海道滑雪", (2026, 10, 1), end(2027, 2, 28)),
    ("用户打算明春去婺源", (2026, 10, 1), end(2027, 5, 31)),
    ("用户今冬打算去雪乡", (2026, 10, 1), end(2027, 2, 28)),
    ("用户下个冬天去哈尔滨", (2026, 1, 10), end(2027, 2, 28)),
    ("今年冬天特别冷，暖气还迟迟没来", (2026, 1, 10), end(2026, 2, 28)),  # said in January: the winter under way
    ("老两口打算今年冬天去三亚住两个月", (2026, 2, 16), end(2027, 2, 28)),  # planned in February: the coming one
    ("2027年春季学期要去大阪交换", (2026, 3, 27), end(2027, 12, 31)),  # a term, not the season
])
def test_a_season_of_a_named_year_ends_with_its_last_month(text, said, expected):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) == expected


@pytest.mark.parametrize("text, said", [
    ("用户冬天怕冷", (2026, 3, 10)),  # no year: a trait
    ("用户每年冬天都去三亚", (2026, 3, 10)),  # a habit
    ("用户的哥哥刘明春住在沈阳", (2026, 3, 10)),  # a name, not 明春
    ("周琳今年夏天在泳池学会了蛙泳", (2026, 8, 16)),  # done in a season under way: what it started lasts
    ("用户的哥哥今年春天被公司派驻乌鲁木齐", (2026, 3, 5)),  # posted there: a lasting state
    ("用户今年冬天不去南方猫冬了", (2026, 7, 2)),  # decided: done, as with 今年
    ("用户去年冬天在平潭钓了一趟", (2026, 3, 5)),  # a past season is history
])
def test_a_season_without_a_year_or_with_something_done_in_it_is_no_end(text, said):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) is None


@pytest.mark.parametrize("text, said", [
    ("2024年8月老伴刘桂芝在曲阜三孔热得心慌气短，在树荫下歇了半天才缓过来", (2024, 8, 20)),
    ("2025年4月在三亚蜈支洲岛海况平静，周毅一点也没晕船", (2025, 4, 12)),
    ("2024年10月中旬何雨去额济纳拍胡杨，正赶上叶子最黄的那几天", (2024, 10, 25)),
    ("2025年4月坐的航班遇到严重颠簸，之后就不敢坐飞机了", (2025, 4, 20)),
    ("陈嘉慧是海口人，2025年9月到赫尔辛基大学读博士", (2025, 9, 5)),  # a move to study: lasting
])
def test_an_account_of_a_month_under_way_is_history(text, said):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) is None


@pytest.mark.parametrize("text, said, expected", [
    ("用户2026年7月在上海出差", (2026, 7, 5), end(2026, 7, 31)),  # nothing done in it: still a span
    ("用户2026年7月要在上海出差，还没订酒店", (2026, 7, 5), end(2026, 7, 31)),
    ("林雪暑假出门就把雪球寄养在宠物酒店", (2026, 6, 28), None),  # whenever she goes away
])
def test_a_month_with_nothing_done_in_it_or_a_habit(text, said, expected):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) == expected


@pytest.mark.parametrize("text, said, expected", [
    ("用户明年泼水节去西双版纳", (2026, 12, 5), end(2027, 4, 15)),
    ("用户打算明年元宵节去看自贡灯会", (2026, 12, 5), end(2027, 2, 20)),  # the Lantern Festival: new year + 14 days
    ("用户计划2027年正月十五前回老家", (2026, 4, 28), end(2027, 2, 20)),
    ("用户打算七夕去南京给女朋友一个惊喜", (2026, 5, 20), end(2026, 8, 19)),
    ("用户计划2025年重阳节带爸妈去华山", (2025, 9, 20), end(2025, 10, 29)),
    ("用户打算明年那达慕去锡林郭勒看搏克", (2026, 12, 5), end(2027, 8, 31)),
    ("用户打算双十一之前报一个培训班", (2026, 6, 2), end(2026, 11, 11)),  # not National Day's 十一
    ("用户明年618想买一台相机", (2026, 12, 5), end(2027, 6, 18)),
    ("用户计划2026年感恩节带全家回旧金山", (2026, 4, 16), end(2026, 11, 26)),  # the fourth Thursday
    ("用户今年黑五想海淘一台咖啡机", (2026, 10, 1), end(2026, 11, 27)),
    ("用户打算今年除夕在三亚过", (2026, 10, 1), end(2027, 2, 5)),  # the eve of the next new year
])
def test_a_festival_ends_on_its_day(text, said, expected):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) == expected


@pytest.mark.parametrize("text, said", [
    ("用户在西双版纳过过一次泼水节", (2026, 2, 28)),  # been to one: an experience
    ("用户参加过两次那达慕", (2026, 2, 28)),
    ("用户不会游泳，泼水节也只在岸上玩", (2026, 4, 15)),  # what one does whenever there
    ("用户不爱吃元宵", (2026, 2, 1)),  # the dumpling, not the festival
    ("用户住在618房间", (2026, 2, 1)),  # a room, not the sale
    ("用户每年双十一都囤猫粮", (2026, 2, 1)),
])
def test_a_festival_been_to_or_kept_every_year_or_no_festival_is_no_end(text, said):
    assert infer_valid_until(text, datetime(*said, 10, 0, tzinfo=CST)) is None
