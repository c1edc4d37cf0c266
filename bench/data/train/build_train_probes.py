#!/usr/bin/env python3
"""Build a hand-written Chinese TRAINING set for track R (retrieval) of the
travel-planner memory engine: bench/data/train/zh_retrieval_train.json.

Written blind to the eval sets: the only file read while writing this script
was /work/shared/eval/FORMAT.md (the memory-eval/v1 JSON format). No eval
data, engine code or docs were consulted, and the engine was not run.

Content: 12 invented users (varied ages, jobs, cities, families), each with
9-12 hand-written core memories (ids "m01"..), no background memories, and
~9 probes per user, all with non-empty `relevant`:
  * para  - paraphrases sharing few/no characters with the fact, needing world
            knowledge (柯基<->小短腿, 牡丹亭<->杜丽娘, 清真<->猪肉 ...)
  * plan  - planning requests; relevant = every memory a careful planner must
            take into account (2-4 ids)
  * self  - direct questions about the user themself

Stdlib only, deterministic. Usage:
  python build_train_probes.py           # (re)write the JSON
  python build_train_probes.py --check   # validate; verify file is up to date
"""
import json
import os
import sys
from datetime import datetime, timedelta, timezone

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "zh_retrieval_train.json")
TZ = timezone(timedelta(hours=8))
F, P = "fact", "preference"

# Each user: (user_id, memory base date, [memories], [probes])
# memory: (content, type, importance, valid_until or None)
# probe:  (kind, query, [relevant ids])
USERS = [
    ("u_linwanqing", "2026-03-02", [
        ("用户叫林婉清，34岁，在上海做UI设计师", F, 0.7, None),
        ("家里有个5岁的女儿，小名朵朵", F, 0.8, None),
        ("女儿朵朵对芒果过敏", F, 0.95, None),
        ("用户晕船，坐船会吐", F, 0.85, None),
        ("喜欢看昆曲，最爱《牡丹亭》", P, 0.6, None),
        ("养了一只柯基叫豆包，出远门要找宠物寄养", F, 0.7, None),
        ("家庭旅行每次预算不超过1.5万元", P, 0.8, None),
        ("喜欢住有设计感的民宿，不喜欢连锁酒店", P, 0.7, None),
        ("老公周末经常加班，多数时候是她一个人带孩子出行", F, 0.6, None),
        ("计划2026年8月带女儿去厦门玩5天", F, 0.9, "2026-08-31T23:59:59+08:00"),
    ], [
        ("para", "我家小短腿最近掉毛好严重，出门几天怎么办", ["m06"]),
        ("para", "杜丽娘游园惊梦那一折，哪里能听到好的现场", ["m05"]),
        ("para", "小孩吃了会嘴巴肿、起疹子的热带水果有哪些", ["m03"]),
        ("para", "去鼓浪屿的渡轮我能撑得住吗", ["m04"]),
        ("plan", "厦门那几天的吃喝玩乐帮我安排一下，住宿我自己订", ["m10", "m03", "m04", "m07"]),
        ("plan", "帮我在厦门找个住的地方", ["m10", "m08", "m07"]),
        ("plan", "这周末我一个人带娃去苏州两天，怎么安排比较好", ["m02", "m03", "m05", "m06"]),
        ("self", "我女儿小名叫什么来着", ["m02"]),
        ("self", "你还记得我是做什么工作的吗", ["m01"]),
    ]),
    ("u_zhaodeming", "2026-03-05", [
        ("用户赵德明，67岁，退休前是西安一所中学的历史老师", F, 0.7, None),
        ("老伴王秀兰膝盖做过手术，不能爬山、不能走太多台阶", F, 0.9, None),
        ("用户有糖尿病，饮食要控糖", F, 0.9, None),
        ("特别爱看碑刻和石窟，对北魏历史感兴趣", P, 0.7, None),
        ("不会用智能手机订票，希望行程写得详细、能打印出来", P, 0.6, None),
        ("只坐高铁或火车，不坐飞机", P, 0.8, None),
        ("旅行每人每天花费控制在400元以内", P, 0.7, None),
        ("习惯早睡早起，晚上九点前要回酒店", P, 0.6, None),
        ("计划2026年9月和老伴去山西大同、五台山", F, 0.9, "2026-09-30T23:59:59+08:00"),
        ("儿子在北京工作，孙子6岁", F, 0.6, None),
    ], [
        ("para", "云冈那些大佛是哪个朝代凿的，我一直想去看看", ["m04"]),
        ("para", "带着二甲双胍出门，路上吃东西得注意啥", ["m03"]),
        ("para", "我家那口子腿脚不利索", ["m02"]),
        ("para", "航班这种东西，我这辈子是不想沾了", ["m06"]),
        ("para", "我们老两口天一黑就犯困", ["m08"]),
        ("plan", "帮我把大同五台山的行程排一下", ["m09", "m02", "m03", "m06"]),
        ("plan", "去了大同住哪儿合适", ["m09", "m07", "m02"]),
        ("plan", "国庆想去北京看孙子，顺便逛逛，怎么安排", ["m10", "m02", "m06"]),
        ("plan", "帮我写一份去洛阳龙门石窟的详细行程单", ["m04", "m05", "m06", "m02"]),
        ("self", "我退休前是教哪门课的", ["m01"]),
    ]),
    ("u_songzihang", "2026-03-08", [
        ("用户叫宋子航，26岁，成都的后端程序员", F, 0.7, None),
        ("严格素食，不吃肉也不吃蛋奶", P, 0.9, None),
        ("喜欢徒步和露营，有全套户外装备", P, 0.7, None),
        ("预算紧，喜欢住青旅，单晚不超过100元", P, 0.8, None),
        ("有轻度哮喘，随身带喷雾", F, 0.9, None),
        ("摄影爱好者，用富士相机拍街头和星空", P, 0.6, None),
        ("年假只有5天，一般连上周末凑出9天", F, 0.6, None),
        ("计划2026年国庆去稻城亚丁徒步", F, 0.9, "2026-10-08T23:59:59+08:00"),
        ("不喜欢人多的网红景点", P, 0.7, None),
        ("女朋友小鹿在重庆读研", F, 0.6, None),
    ], [
        ("para", "川西那种缺氧的地方，我这个气管的老毛病顶得住吗", ["m05"]),
        ("para", "想看清银河，一般哪几天月亮不捣乱", ["m06"]),
        ("para", "有没有完全植物基的地方小吃", ["m02"]),
        ("para", "打卡圣地那种乌泱泱的地方我真受不了", ["m09"]),
        ("plan", "帮我规划一下稻城亚丁的徒步路线和住宿", ["m08", "m05", "m04", "m07"]),
        ("plan", "周末想去找对象玩两天，帮我安排下吃的", ["m10", "m02"]),
        ("plan", "推荐一个适合扎营看星星的地方，下个月去", ["m03", "m06", "m09"]),
        ("self", "我一年能请几天假来着", ["m07"]),
        ("self", "我对象在哪个城市读书你还记得吗", ["m10"]),
    ]),
    ("u_huangli", "2026-03-11", [
        ("用户黄丽，42岁，广州一家医院的护士长", F, 0.7, None),
        ("家里两个儿子，大儿子12岁、小儿子8岁", F, 0.8, None),
        ("婆婆70岁，跟着一起出游，需要坐轮椅", F, 0.9, None),
        ("小儿子花生过敏，吃到会严重过敏", F, 0.95, None),
        ("全家不吃辣，口味清淡", P, 0.8, None),
        ("大儿子是恐龙迷", P, 0.6, None),
        ("只能在寒暑假出门，医院排班要提前一个月申请", F, 0.7, None),
        ("喜欢自驾，家里有七座SUV", F, 0.6, None),
        ("计划2026年7月下旬全家自驾去桂林阳朔", F, 0.9, "2026-07-31T23:59:59+08:00"),
        ("偏好住带泳池的亲子酒店", P, 0.7, None),
    ], [
        ("para", "重庆火锅我们家没一个人扛得住", ["m05"]),
        ("para", "哪里能看到霸王龙的化石骨架", ["m06"]),
        ("para", "坚果类的东西我家老二一口都碰不得", ["m04"]),
        ("para", "老人家腿脚不便，景区有无障碍通道吗", ["m03"]),
        ("plan", "帮我安排桂林阳朔的自驾路线", ["m09", "m03", "m08"]),
        ("plan", "阳朔那几天吃饭的地方帮我挑挑", ["m09", "m04", "m05"]),
        ("plan", "帮我订阳朔的酒店", ["m09", "m10", "m03"]),
        ("plan", "想带孩子们去个有大博物馆的城市，什么时候能成行", ["m06", "m03", "m07"]),
        ("self", "我家老大今年多大了", ["m02"]),
    ]),
    ("u_chenyu", "2026-03-14", [
        ("用户陈雨，29岁，杭州的美食短视频博主", F, 0.7, None),
        ("乳糖不耐受，喝牛奶会拉肚子", F, 0.9, None),
        ("晕车很严重，走盘山公路会吐", F, 0.9, None),
        ("喜欢逛菜市场和夜市，拍当地小吃", P, 0.7, None),
        ("养了两只布偶猫", F, 0.5, None),
        ("常跟闺蜜小雅一起旅行，小雅不吃牛肉", F, 0.8, None),
        ("喜欢汉服，会带汉服去古镇拍照", P, 0.6, None),
        ("不会开车，没有驾照", F, 0.7, None),
        ("计划2026年7月和小雅去云南大理、丽江待两周", F, 0.9, "2026-07-31T23:59:59+08:00"),
        ("预算充足，住宿可以每晚800元左右", P, 0.6, None),
        ("怕热，夏天尽量去凉快的地方", P, 0.6, None),
    ], [
        ("para", "奶茶拿铁一下肚，我就咕噜咕噜跑厕所", ["m02"]),
        ("para", "十八弯的山道坐大巴，我估计得抱着袋子", ["m03"]),
        ("para", "出门这么久，家里两个主子谁来铲屎", ["m05"]),
        ("para", "想穿马面裙去拍一组写真", ["m07"]),
        ("para", "三伏天想找个不用开空调就能睡好的城市", ["m11"]),
        ("plan", "大理丽江两周怎么安排，交通怎么走", ["m09", "m03", "m08", "m06"]),
        ("plan", "帮我找大理好吃的，要能拍视频的", ["m04", "m02", "m06"]),
        ("plan", "帮我选一下丽江的住宿", ["m09", "m10"]),
        ("plan", "下个月想去杭州周边的古镇拍一组照片，怎么去方便", ["m07", "m08", "m03"]),
        ("self", "我那个闺蜜有什么忌口来着", ["m06"]),
    ]),
    ("u_liujianguo", "2026-03-17", [
        ("用户刘建国，55岁，哈尔滨一家建筑公司的老板", F, 0.7, None),
        ("有痛风，不能吃海鲜、不能喝啤酒", F, 0.95, None),
        ("出行一般坐头等舱或商务座，住五星级酒店", P, 0.7, None),
        ("爱打高尔夫", P, 0.6, None),
        ("妻子喜欢购物和泡温泉", F, 0.6, None),
        ("女儿在澳大利亚墨尔本留学", F, 0.7, None),
        ("腰椎间盘突出，不能长时间坐着，每两小时要起来活动", F, 0.9, None),
        ("冬天怕冷，想去南方过冬", P, 0.6, None),
        ("计划2026年12月去墨尔本看女儿", F, 0.9, "2026-12-31T23:59:59+08:00"),
        ("爱喝白酒和茶，尤其是普洱", P, 0.5, None),
    ], [
        ("para", "生蚝扇贝配扎啤，我还能碰吗", ["m02"]),
        ("para", "想找个能挥杆的球场", ["m04"]),
        ("para", "袋鼠考拉那边现在是什么季节", ["m06", "m09"]),
        ("para", "我这老腰一路颠过去怕是要废", ["m07"]),
        ("plan", "帮我安排年底那趟看孩子的行程", ["m09", "m06", "m07", "m02"]),
        ("plan", "春节想带老婆去海南住一个月", ["m08", "m05", "m03"]),
        ("plan", "帮我推荐一家深圳请客谈生意的餐厅", ["m02", "m10"]),
        ("self", "我闺女在哪儿上学来着", ["m06"]),
        ("self", "我有什么不能吃的，你记着吗", ["m02"]),
    ]),
    ("u_mahaiyan", "2026-03-20", [
        ("用户马海燕，38岁，兰州的中学数学老师", F, 0.7, None),
        ("回族，只吃清真食品", F, 0.95, None),
        ("丈夫是消防员，假期很难凑到一起", F, 0.6, None),
        ("儿子10岁，喜欢天文和火箭", F, 0.7, None),
        ("目前怀孕五个月，预产期在2026年10月", F, 0.9, None),
        ("喜欢读历史小说，特别喜欢《长安十二时辰》", P, 0.5, None),
        ("一家人一趟行程预算一万元左右", P, 0.7, None),
        ("计划2026年7月暑假带儿子去海南文昌", F, 0.9, "2026-07-31T23:59:59+08:00"),
        ("喜欢安静，不爱去夜店酒吧", P, 0.5, None),
        ("有轻度恐高，不敢坐缆车和走玻璃栈道", F, 0.8, None),
    ], [
        ("para", "长征五号升空的地方能带小孩去参观吗", ["m04", "m08"]),
        ("para", "张小敬那个故事改编的剧我追了三遍", ["m06"]),
        ("para", "猪肉做的东西我一口都不碰", ["m02"]),
        ("para", "现在大着肚子，长途出行要注意啥", ["m05"]),
        ("para", "悬崖边那种脚底透明的步道我腿会软", ["m10"]),
        ("plan", "文昌那几天怎么安排", ["m08", "m04", "m05", "m02"]),
        ("plan", "推荐一下海口的餐厅", ["m02", "m05"]),
        ("plan", "国庆假期想一家三口出去玩一趟", ["m05", "m03", "m07"]),
        ("plan", "想趁开学前带孩子去张家界玩几天", ["m05", "m10", "m07"]),
        ("self", "我孩子今年几岁", ["m04"]),
    ]),
    ("u_zhouyifan", "2026-03-23", [
        ("用户周一帆，31岁，深圳的金融分析师", F, 0.7, None),
        ("因车祸下肢瘫痪，日常用电动轮椅", F, 0.95, None),
        ("酒店需要无障碍客房，要无门槛淋浴和宽门", P, 0.9, None),
        ("喜欢看F1和赛车", P, 0.6, None),
        ("热爱爵士乐，喜欢去livehouse", P, 0.6, None),
        ("对青霉素过敏", F, 0.9, None),
        ("伴侣阿杰会开车，一般由他陪同出行", F, 0.7, None),
        ("爱喝精品咖啡，每到一个城市都找独立咖啡馆", P, 0.5, None),
        ("计划2026年11月去澳门看格兰披治大赛车", F, 0.9, "2026-11-30T23:59:59+08:00"),
        ("预算宽裕，不太在意价格，看重体验", P, 0.6, None),
    ], [
        ("para", "舒马赫和汉密尔顿谁更厉害", ["m04"]),
        ("para", "今晚想找个有萨克斯即兴演奏的小酒馆", ["m05"]),
        ("para", "哪里有好的手冲，想喝耶加雪菲", ["m08"]),
        ("para", "阿莫西林我能吃吗", ["m06"]),
        ("plan", "帮我订澳门的酒店", ["m09", "m03", "m02"]),
        ("plan", "澳门那几天怎么玩", ["m09", "m02", "m04", "m07"]),
        ("plan", "周末想在深圳周边走走", ["m02", "m07"]),
        ("plan", "下个月去香港听一场演出，帮我安排", ["m05", "m02"]),
        ("self", "我对什么药过敏", ["m06"]),
    ]),
    ("u_sunxiaomei", "2026-03-26", [
        ("用户孙晓梅，45岁，南京一家外贸公司的会计", F, 0.7, None),
        ("离异，独自带16岁的女儿婷婷", F, 0.8, None),
        ("女儿婷婷喜欢二次元和cosplay", F, 0.7, None),
        ("用户对猫毛过敏", F, 0.9, None),
        ("有高血压，每天吃降压药", F, 0.85, None),
        ("喜欢看越剧，最爱《梁祝》", P, 0.6, None),
        ("旅行预算有限，母女俩一趟不超过6000元", P, 0.8, None),
        ("不吃香菜", P, 0.6, None),
        ("计划2026年8月带女儿去上海参加漫展", F, 0.9, "2026-08-31T23:59:59+08:00"),
        ("喜欢拍花，春天爱去赏樱赏梅", P, 0.5, None),
    ], [
        ("para", "十八相送那一段我听一次哭一次", ["m06"]),
        ("para", "闺女想去那种满屋子喵星人的咖啡店", ["m04"]),
        ("para", "芫荽那股味我实在受不了", ["m08"]),
        ("para", "硝苯地平每天都得揣着", ["m05"]),
        ("para", "孩子喜欢扮成动画角色的样子拍照", ["m03"]),
        ("plan", "漫展那两天帮我排一下", ["m09", "m03", "m07"]),
        ("plan", "明年三月想跟女儿去无锡玩两天", ["m10", "m07"]),
        ("plan", "暑假想去绍兴住两晚，听听戏", ["m06", "m07"]),
        ("self", "我女儿叫啥你记得吗", ["m02"]),
    ]),
    ("u_gaoyuan", "2026-03-29", [
        ("用户高远，36岁，在北京一所大学教物理", F, 0.7, None),
        ("有一对3岁的双胞胎儿子，出门要带双人推车", F, 0.85, None),
        ("妻子是素食者，不吃肉", F, 0.8, None),
        ("用户正在戒酒，不要推荐酒吧和酒庄", P, 0.9, None),
        ("喜欢下围棋", P, 0.5, None),
        ("对尘螨过敏，酒店要防螨床品", F, 0.85, None),
        ("偏好慢节奏，一天最多安排两个景点", P, 0.7, None),
        ("计划2026年7月暑假去青岛海边", F, 0.9, "2026-07-31T23:59:59+08:00"),
        ("喜欢科技馆和天文台", P, 0.6, None),
        ("不开车，出行靠公共交通和打车", F, 0.7, None),
    ], [
        ("para", "想找个能和人手谈几局的地方", ["m05"]),
        ("para", "品鉴会、微醺那种活动以后就免了", ["m04"]),
        ("para", "床上那些看不见的小虫子让我浑身痒", ["m06"]),
        ("para", "两个小家伙长得一模一样，一个人真看不过来", ["m02"]),
        ("para", "星空投影、球幕电影那种地方有推荐吗", ["m09"]),
        ("plan", "青岛那几天怎么安排", ["m08", "m02", "m07", "m10"]),
        ("plan", "青岛吃饭有什么推荐", ["m08", "m03", "m04"]),
        ("plan", "帮我订青岛的酒店", ["m08", "m06", "m02"]),
        ("plan", "周六带孩子们去天文馆，一天怎么安排", ["m09", "m02", "m07", "m10"]),
        ("self", "我是教什么的", ["m01"]),
    ]),
    ("u_yefang", "2026-04-01", [
        ("用户叶芳，60岁，重庆人，从银行退休", F, 0.7, None),
        ("丈夫前年去世，现在常和老姐妹们结伴出游", F, 0.7, None),
        ("装了心脏支架，不能去高海拔地区", F, 0.95, None),
        ("爱跳广场舞，喜欢民族舞", P, 0.5, None),
        ("喜欢吃辣，无辣不欢", P, 0.7, None),
        ("喜欢坐邮轮", P, 0.6, None),
        ("牙口不好，吃不了太硬的东西", F, 0.75, None),
        ("计划2026年9月跟老姐妹们去西藏拉萨", F, 0.9, "2026-09-30T23:59:59+08:00"),
        ("儿子在新加坡工作", F, 0.6, None),
        ("喜欢泡温泉", P, 0.6, None),
    ], [
        ("para", "前几年做了PCI，去青藏那边要紧不", ["m03"]),
        ("para", "不放花椒海椒我吃饭都不香", ["m05"]),
        ("para", "排骨、牛肉干这种我嚼不动", ["m07"]),
        ("para", "狮城那边的孩子最近打电话老说忙", ["m09"]),
        ("para", "晚上在小区跟着音响扭一扭", ["m04"]),
        ("plan", "拉萨之行帮我规划一下", ["m08", "m03", "m02"]),
        ("plan", "想坐船去日本玩一圈，吃的方面注意啥", ["m06", "m07"]),
        ("plan", "冬天想找个地方泡汤过年", ["m10", "m03"]),
        ("self", "我以前在哪上班", ["m01"]),
    ]),
    ("u_tangjiayi", "2026-04-04", [
        ("用户唐嘉怡，23岁，刚从武汉大学毕业，在北京做互联网运营", F, 0.7, None),
        ("对麸质不耐受，不能吃小麦做的面食", F, 0.9, None),
        ("是周杰伦的歌迷", P, 0.5, None),
        ("男朋友孟凡是篮球迷，喜欢NBA", F, 0.6, None),
        ("刚工作存款少，旅行以穷游为主", P, 0.8, None),
        ("怕狗，小时候被狗咬过", F, 0.8, None),
        ("喜欢剧本杀和密室逃脱", P, 0.5, None),
        ("计划2026年国庆和男朋友去西安玩", F, 0.9, "2026-10-08T23:59:59+08:00"),
        ("高度近视，晚上视力差，夜里不敢走偏僻的路", F, 0.7, None),
        ("喜欢逛博物馆的文创店", P, 0.5, None),
    ], [
        ("para", "想去听一场《七里香》的现场", ["m03"]),
        ("para", "面条馒头饺子我都碰不得", ["m02"]),
        ("para", "汪星人我见了就躲", ["m06"]),
        ("para", "我对象天天熬夜看勇士湖人", ["m04"]),
        ("para", "周末想约人玩个沉浸式推理本", ["m07"]),
        ("plan", "国庆去西安怎么玩比较好", ["m08", "m02", "m05"]),
        ("plan", "帮我列一个西安的美食清单", ["m08", "m02"]),
        ("plan", "西安晚上想出去逛逛夜景，怎么安排", ["m08", "m09"]),
        ("plan", "周末北京一日游，帮我安排个路线", ["m05", "m10", "m09"]),
        ("self", "我男朋友叫什么", ["m04"]),
    ]),
]

PROBE_START = datetime(2026, 6, 10, 9, 0, tzinfo=TZ)


def build():
    users, n = [], 0
    for ui, (uid, base, mems, probes) in enumerate(USERS):
        t0 = datetime.fromisoformat(base + "T10:00:00+08:00")
        memories = []
        for i, (content, typ, imp, until) in enumerate(mems):
            m = {"id": "m%02d" % (i + 1), "content": content, "type": typ,
                 "importance": imp,
                 "created_at": (t0 + timedelta(days=3 * i, hours=i % 5)).isoformat()}
            if until:
                m["valid_until"] = until
            memories.append(m)
        out_probes = []
        for j, (kind, query, rel) in enumerate(probes):
            n += 1
            at = PROBE_START + timedelta(days=ui, hours=j)
            out_probes.append({"id": "p%d-%s" % (n, kind), "at": at.isoformat(),
                               "query": query, "relevant": list(rel)})
        users.append({"user_id": uid, "tenant_id": "default",
                      "memories": memories, "probes": out_probes})
    return {"format": "memory-eval/v1", "name": "zh-retrieval-train (hand-written, blind to eval)",
            "users": users}


def validate(data):
    errs = []
    if data.get("format") != "memory-eval/v1":
        errs.append("bad format tag")
    seen_users, kinds = set(), {}
    for u in data["users"]:
        uid = u["user_id"]
        if uid in seen_users:
            errs.append("dup user " + uid)
        seen_users.add(uid)
        ids = [m["id"] for m in u["memories"]]
        if len(set(ids)) != len(ids):
            errs.append(uid + ": dup memory ids")
        if not 9 <= len(ids) <= 12:
            errs.append(uid + ": %d memories" % len(ids))
        last = max(datetime.fromisoformat(m["created_at"]) for m in u["memories"])
        for m in u["memories"]:
            if m["type"] not in ("fact", "preference") or not 0 <= m["importance"] <= 1 or not m["content"]:
                errs.append(uid + ": bad memory " + m["id"])
            if "valid_until" in m and datetime.fromisoformat(m["valid_until"]) <= PROBE_START + timedelta(days=30):
                errs.append(uid + ": plan expires too early " + m["id"])
        pids = set()
        for p in u["probes"]:
            kind = p["id"].split("-", 1)[1]
            kinds[kind] = kinds.get(kind, 0) + 1
            if p["id"] in pids:
                errs.append(uid + ": dup probe " + p["id"])
            pids.add(p["id"])
            if not p["query"] or not p["relevant"]:
                errs.append(p["id"] + ": empty query/relevant")
            if len(set(p["relevant"])) != len(p["relevant"]):
                errs.append(p["id"] + ": dup relevant")
            for r in p["relevant"]:
                if r not in ids:
                    errs.append(p["id"] + ": unknown id " + r)
            if kind == "plan" and not 2 <= len(p["relevant"]) <= 4:
                errs.append(p["id"] + ": plan needs 2-4 relevant")
            if kind not in ("para", "plan", "self"):
                errs.append(p["id"] + ": bad kind")
            if datetime.fromisoformat(p["at"]) <= last:
                errs.append(p["id"] + ": at not after memories")
    return errs, kinds


def main():
    data = build()
    errs, kinds = validate(data)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    total = sum(kinds.values())
    summary = "users=%d memories=%d probes=%d kinds=%s" % (
        len(data["users"]), sum(len(u["memories"]) for u in data["users"]), total,
        ", ".join("%s=%d(%.0f%%)" % (k, v, 100.0 * v / total) for k, v in sorted(kinds.items())))
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    if "--check" in sys.argv[1:]:
        try:
            with open(OUT, encoding="utf-8") as f:
                on_disk = f.read()
        except FileNotFoundError:
            on_disk = None
        if on_disk != text:
            print("STALE or missing: " + OUT, file=sys.stderr)
            sys.exit(1)
        ok_errs, _ = validate(json.loads(on_disk))
        if ok_errs:
            print("\n".join(ok_errs), file=sys.stderr)
            sys.exit(1)
        print("OK " + summary)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s: %s" % (OUT, summary))


if __name__ == "__main__":
    main()
