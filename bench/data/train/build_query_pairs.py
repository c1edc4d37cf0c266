"""Build Chinese training queries: personal requests with the memories they need, and general questions.

Used by bench/train_need.py (does a message need the user's memories at all?).
Written for the query adapter first; as adapter training data it did not help
(bench/README.md), so the adapter trains on the track-R sets instead.

Written BLIND to the evaluation sets: nothing under bench/data other than
bench/data/src/background_pool.py was read while writing this file, and no
engine code, tests or evaluation data were consulted. All memories, queries and
general questions below are hand-written for training only.

What it produces (bench/data/train/query_pairs.json):
  {"format": "yitu-query-pairs/v1",
   "pairs":   [{"query", "relevant": [memory statement, ...], "kind"}, ...],
   "general": [query that needs no personal memory, ...]}

kind
  para    a message that should recall one (rarely two) stored memories while
          sharing few or no characters with them (world-knowledge paraphrase:
          柯基 <-> 小短腿, 昆曲 <-> 牡丹亭, 不能吃辣 <-> 重庆火锅)
  task    a planning request; relevant = every stored memory a careful
          planner must weigh (2-4 statements)
  direct  the user asks about a stored fact ("我住哪个城市来着")

Data syntax (MEMORIES)
  ## <category>            category of the following statements
  S [tag, ...] statement   starts a memory group (tags optional)
  & statement              adds a statement to the current group
  P query                  para pair  -> all statements of the current group
  D query                  direct pair -> all statements of the current group
Tags are compatibility markers (GLOBAL_TAGS: lowmob, active, comp, solo,
seafood/noseafood, ... ; a task never combines a pair listed in CONFLICTS) or
aspects (any other tag: stay, fly, rail, food, alt, cold, bring, abroad ...)
saying which kind of request a statement matters for.

TASKS lines:  T slot,slot,... | query
  A slot is a category or a group of categories (see GROUPS), optionally
  filtered by aspects: "budget:stay" takes budget statements tagged stay or
  carrying no aspect at all; "docs:-" takes only aspect-free statements.
  Statements are assigned deterministically: least-used compatible statement
  first, ties broken by an md5 of (query, statement).

Usage
  python build_query_pairs.py           build, write and validate
  python build_query_pairs.py --check   re-validate the file on disk
Standard library only; output is byte-identical across runs.
"""

import hashlib
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parent / "query_pairs.json"
FORMAT = "yitu-query-pairs/v1"
MAX_USES = 3
SEED = 20250611

GROUPS = {
    "diet": ["allergy", "religion_diet", "taste"],
    "comp": ["kids", "elders", "partner", "friends", "solo"],
    "interest": ["hist", "art", "music", "stage", "foodie", "photo", "shop",
                 "acg", "faith_site", "lit", "leisure"],
    "outdoor": ["nature", "sport"],
    "motion": ["carsick", "seasick", "airsick"],
    "bodily": ["health", "mobility", "allergy_env"],
}
# tags that are not aspects: compatibility markers and the "broad interest" flag
GLOBAL_TAGS = {"lowmob", "active", "comp", "solo", "broad", "seafood", "noseafood",
               "spicy", "nospicy", "alcohol", "noalcohol", "veg", "meat"}
CONFLICTS = [("lowmob", "active"), ("solo", "comp"), ("seafood", "noseafood"),
             ("spicy", "nospicy"), ("alcohol", "noalcohol"), ("veg", "meat")]

MEMORIES = r"""
## allergy
S 用户对花生过敏
P 宫保鸡丁和担担面我能点吗
P 泰国街头的沙爹串蘸酱我能碰吗
D 我是对啥东西过敏来着
S [noseafood] 我对海鲜过敏，吃虾蟹会起疹子
P 去舟山玩几天，吃饭要特别注意什么
P 厦门的沙茶面和土笋冻我能尝尝吗
S 用户芒果过敏
D 我有没有说过哪种水果我不能吃
P 三亚那种水果捞我能放心吃吗
P 曼谷那个黄澄澄的糯米饭甜品我是不是不该点
S 乳糖不耐受，喝牛奶会拉肚子
P 到了新疆要不要尝尝当地的酸奶和奶茶
P 内蒙古的奶皮子、奶豆腐我吃了会出问题吗
S 用户对麸质过敏，不能吃小麦做的东西
P 去西安天天面食泡馍，我能吃什么
P 山西刀削面和油泼面我是不是都得跳过
S 对坚果过敏，尤其是腰果和核桃
P 云南的鲜花饼和各种酥糖我能买来吃吗
D 我有没有跟你说过哪类零食我碰不得
S [noalcohol] 用户对酒精过敏，一沾就浑身起红疹
P 贵州那边饭桌上劝酒厉害，我该怎么推
P 去波尔多参观庄园品鉴还有意义吗
S 对鸡蛋过敏
P 到日本想吃亲子丼和玉子烧，行不行
S 对菠萝过敏，吃了嘴巴会发麻
P 台湾的凤梨酥我自己能吃吗
S [noseafood] 用户对虾过敏，但吃鱼没问题
P 广式早茶哪些点心我得避开
S 用户对芝麻过敏
D 我之前提过的那个过敏原是啥
P 北京的麻酱凉面和火烧我能吃吗
S [noseafood] 我对小龙虾过敏
D 我是对哪种河鲜过敏来着
P 去潜江和盱眙那边吃什么好
S 对桃子过敏，碰到桃毛都会痒
P 去无锡阳山正赶上采摘季，要去果园吗
S 用户对大豆过敏
D 我过敏的东西里有豆制品吗
P 日本的味噌汤和纳豆我还能试试吗
S 我对味精很敏感，吃多了头疼
P 路边小炒店的菜我吃了会不会难受
S 用户对牛奶蛋白过敏
P 去西班牙吃早餐，拿铁和奶酪那一套我能来吗
S [noseafood] 对贝类过敏，吃了嘴唇会肿
S 用户对奇异果过敏

## allergy_env
S [out, med] 我对花粉过敏，春天特别容易打喷嚏
P 三四月去婺源看金黄的田野合适吗
P 日本赏樱那阵子出行我得提前准备些啥
S [stay] 用户对猫毛过敏
P 想去日本那个全是喵星人的小岛拍照，靠谱吗
P 民宿老板养了好几只喵，我住进去合适吗
S [med] 用户对青霉素过敏
P 出国要备点常用药，哪类抗生素我得避开
D 我有药物方面的禁忌吗
S [sun, out] 我对紫外线过敏，晒久了会起疹子
P 去三亚海边玩我得怎么准备
S [stay] 对尘螨过敏，住的地方一定要干净
P 住那种老木头房子的客栈，我鼻子会不会受不了

## religion_diet
S 用户是穆斯林，只吃清真食品
P 到兰州吃什么比较放心
P 在日本吃饭我该认准哪种认证标识
D 我吃饭有什么宗教上的讲究来着
S [veg] 我吃全素，蛋奶也不吃
P 去杭州有没有纯植物的馆子
P 去印度吃饭会方便吗
S [veg] 用户是蛋奶素食者
D 我吃素吃到什么程度你还记得吗
P 在意大利点披萨和提拉米苏没问题吧
S 用户信佛，初一十五吃素
P 下周二是农历月中，那天晚饭帮我挑个斋菜馆
S 我不吃牛肉，家里人信观音
P 去汕头那顿吊龙、匙仁的打边炉我能吃吗
S 用户不吃牛羊肉，闻到膻味就难受
P 去呼伦贝尔的话，当地特色菜我能吃啥
S 我是基督徒，周日上午要去做礼拜
D 星期天上午我一般要干嘛来着
P 在罗马那一周，星期天早上帮我空出来
S [veg] 用户吃斋，葱蒜韭菜这些五荤也不碰
P 路上点菜要跟老板特别交代什么
S 用户是犹太教徒，饮食要符合洁食规定
D 你记得我是什么信仰吗
P 在上海能找到kosher餐厅吗
S 用户不吃猪肉
P 杭州那道苏东坡发明的名菜和德国烤肘子就别推荐给我了
D 我有哪些肉是不吃的
S [veg] 我是佛教徒，过午不食
P 晚上那顿饭局就不用算我了
S 用户斋月期间白天不进食
P 三月份去迪拜，白天的餐厅行程要怎么安排
S 用户是弹性素食者，一周只吃两次肉
S [veg] 我吃素十年了，但可以吃鸡蛋
P 去西藏吃饭会不会很难办
S 用户不吃任何野味
S [veg] 用户出于环保原因不吃肉

## taste
S [nospicy] 我不能吃辣，一点都受不了
P 去重庆吃火锅我该怎么点
P 湖南菜我吃得消吗
D 我口味上有啥忌口
S [spicy] 用户无辣不欢
D 我能吃辣吗
P 在广州待一周，嘴里会不会淡出鸟来
P 江浙菜偏甜，有没有够味的馆子
S 我不吃香菜
D 有什么配菜我是不吃的来着
P 点越南河粉的时候要跟店家交代什么
P 云南菜里芫荽放得多吗
S 用户不吃动物内脏
P 北京的卤煮和爆肚我还要去尝吗
S 不吃生的东西，刺身寿司都不碰
D 生食我能接受吗
P 到了日本我吃什么好
P 潮汕那种腌蟹腌虾我就不试了吧
S 胃不好，吃不了生冷的东西
P 夏天去台湾吃刨冰可以吗
S 我在减脂，晚上不吃碳水
P 夜市宵夜我是不是就别逛了
S [noalcohol] 用户滴酒不沾
P 去茅台镇参观还有啥意思吗
S 不爱吃甜的
P 苏帮菜我吃得惯吗
S 口味清淡，吃不了太油太咸的
P 东北菜分量大、酱重，我能适应吗
S 我喜欢吃酸的
P 贵州菜是不是挺对我胃口
S [noseafood] 用户不吃鱼，怕刺
P 杭州那道糖醋的西湖名菜要不要点
P 顺德那边的菜我合适吗
S 不吃羊肉
P 西安的泡馍我还去吃吗
S 用户不喝咖啡，一喝就心慌
P 意大利人早上都在吧台来一杯浓缩，我怎么办
S 牙口不好，咬不动太硬的东西
P 新疆的馕我能啃得动吗
S 我不吃葱姜蒜
P 去山东点菜要跟店家交代啥
S [noseafood] 用户不吃带壳的海鲜
P 大连那顿海边大排档我还能点些啥
S 用户只喝常温水，不喝冰的
P 美国餐厅的饮料都加满冰块，我怎么办
S 我吃饭必须有米饭，吃不惯面包
P 去欧洲两周早餐都是西式的，我能扛住吗
S 不吃肥肉
P 东坡肉和梅菜扣肉就别推荐给我了
S [nospicy] 我不吃辣也不吃麻，花椒一点都不行
P 成都的串串和钵钵鸡我还能点吗
S 用户不吃鸭肉和鹅肉
P 去北京还用去全聚德和便宜坊吗
S 不吃冷的沙拉和生菜
S [meat] 用户只吃全熟的牛排
S [noseafood] 不吃海鲜，觉得腥
S 我不吃蘑菇
S 不吃苦瓜和芹菜

## health
S [alt, food, med] 用户有高血压，每天吃降压药
P 去西藏前我需要先做哪些检查
P 泡温泉对我来说有风险吗
D 我身体有什么慢性病来着
S [med, alt] 我有哮喘，随身带喷雾
D 我有什么呼吸方面的毛病
P 秋冬去北京赶上雾霾怎么办
P 过安检时那个气雾吸入器会被扣吗
S 用户怀孕五个月了
D 我现在怀孕几个月了
P 现在这个阶段坐长途飞机合适吗
P 去东南亚会不会有寨卡病毒的风险
S [alt] 我高原反应很严重
D 我去高海拔地方有什么问题来着
P 九寨沟和稻城亚丁哪个更适合我
P 去拉萨能不能别走青藏线
S [act, alt, med] 用户有心脏病，装过支架
D 我的心脏情况你还记得吗
P 过山车、蹦极这些我就算了吧
S [food, med] 用户是1型糖尿病，胰岛素需要冷藏
D 我每天要打什么针来着
P 长途航班上我的药该怎么保存
S [ride] 腰椎间盘突出，坐不了太久的车
P 从成都自驾去稻城一天开到合适吗
S [stay, act] 我有偏头痛，怕强光和噪音
P 泼水节那几天去西双版纳会不会太闹腾
S [act, alt] 用户贫血，容易头晕
P 桑拿和汗蒸我能去吗
S [ride, act] 我有幽闭恐惧症
P 坐卧铺包厢或者钻溶洞，我会不会难受
S [water] 用户刚做完近视手术，一个月内不能下水
P 潜水和浮潜这次还能安排吗
S [med, act] 每天要按时吃抗凝药
P 出国倒时差的时候我要注意什么
S [act] 我恐高
P 张家界的玻璃栈道我要不要上
P 华山长空栈道我敢不敢去
D 你还记得我有什么害怕的吗
S [sun, water] 皮肤敏感，很容易晒伤
P 去马尔代夫要带些什么
S [food, med] 用户有糖尿病，要控制糖分
P 无锡菜偏甜，我吃合适吗
P 去台湾喝珍奶要注意啥
S [noseafood, noalcohol, food] 痛风，海鲜和啤酒都得少碰
P 去湛江生蚝吃到饱那种店还适合我吗
S [sun, act] 用户容易中暑
P 七月份去吐鲁番靠谱吗
S [act, water] 我刚做完阑尾手术，还在恢复期
P 下周的漂流还去得了吗
S [tour] 用户戴助听器，听力不太好
P 博物馆的语音导览我用得上吗
S [tour] 色弱，分不清红绿
P 去看枫叶和花海对我来说会不会没意思
S [act] 我有晕血症
P 去西班牙看斗牛合适吗
S [stay, med] 用户有睡眠呼吸暂停，晚上要用呼吸机
P 去露营的话帐篷里得有电吗
S [noalcohol, food, med] 用户在备孕，不能喝酒也不能乱吃药
P 去日本那几天居酒屋我还去不去
S [sun, act, med] 我甲亢，怕热又容易累
S [med] 用户体质差，换季容易感冒
S [stay, med] 我有过敏性鼻炎，空调房待久了难受
S [food, act] 用户有低血糖，要随身带糖
S [food] 用户有慢性胃炎，饮食要规律
S [stay, ride] 我有颈椎病，睡不了太软的枕头
S [alt, act] 做过心脏手术，医生不让去高海拔
S [med] 用户做过甲状腺手术，要按时吃药
S [sun, act] 我有严重的湿疹，出汗多会发作
S 用户刚生完孩子半年，还在哺乳期

## mobility
S [lowmob] 膝盖不好，爬不了山
P 泰山我上得去吗
P 黄山有没有不费腿的玩法
D 我身体上有什么行动限制来着
S [lowmob] 用户坐轮椅出行
D 我平时出行需要什么辅助工具
P 故宫里面好走吗，有没有无障碍通道
P 香港的地铁站方便进出吗
S [lowmob] 我腿做过手术，走路要拄拐杖
P 鼓浪屿那种坡道多的地方我去会不会很吃力
S [lowmob] 用户脚踝扭伤还没好利索
P 下个月那条徒步线还要走吗
S [lowmob] 体力一般，一天走不了两万步
D 我一天大概能走多少路
P 北京一天逛故宫加景山再加南锣鼓巷，吃得消吗
S 用户腰不好，不能提重物
P 这次行李要怎么安排比较好
S [lowmob] 平时很少运动，体能比较差
P 去四姑娘山徒步我需要提前练练吗
S [lowmob] 用户有扁平足，走久了脚疼
D 我的脚有什么问题来着
P 在罗马老城一天暴走合适吗
S [lowmob] 刚做完膝关节置换手术半年
P 重庆洪崖洞和山城步道台阶多吗
S [lowmob] 我有类风湿，关节一累就疼
P 冬天去哈尔滨冰雪大世界撑得住吗
S [lowmob] 用户视力很差，晚上基本看不清路
P 夜爬峨眉山看日出可行吗
S [lowmob] 我走路要用助行器，上下台阶很慢
S [lowmob] 用户髋关节不好，不能久站
S [lowmob] 用户刚摔伤了腿，这段时间要坐轮椅
S [lowmob] 我腿脚不利索，爬楼梯很吃力
S [lowmob] 用户有静脉曲张，不能久站久走
S [lowmob] 左脚骨折刚拆石膏
S [lowmob] 我是孕晚期，走不了太多路
S [lowmob] 用户有严重的腰肌劳损，走半小时就要歇
S [lowmob] 跟腱受过伤，不能走陡坡
S [lowmob] 用户年纪大了，上下坡腿发软
S [lowmob] 我体重偏重，走久了膝盖受不了
S [lowmob] 用户有心衰，稍微走快点就喘
S [lowmob] 半月板损伤，下楼梯疼
S [lowmob] 用户腿有残疾，走路一瘸一拐
S [lowmob] 我脚上长了骨刺，走多了疼

## carsick
S 我晕车，坐大巴会吐
P 昆明去大理，动车和旅游客运哪个合适
P 川西环线包车会不会很难受
D 我坐车有什么毛病来着
S 用户晕车，但坐火车没事
P 从机场到市区选哪种交通方式好
S 坐盘山公路特别容易吐
D 我走山路会怎么样
P 去九寨沟那段路难走吗
S 用户坐车后排会晕，必须坐副驾
P 包车的时候座位怎么安排
S 我坐长途汽车超过两小时就头晕恶心
S 用户坐出租车都会晕，尤其是走走停停的时候
S 我晕车严重，出门前都要吃晕车药
S 坐车时不能看手机，一看就晕
S 用户闻到车里的皮革味就想吐
S 坐山路大巴吐过好几次，现在很怕
S 坐车坐船都晕，只有高铁还行
S 一坐网约车就犯恶心

## seasick
S 用户晕船
D 我坐船会不会有问题
P 去涠洲岛那段海路我扛得住吗
P 长江三峡的游轮适合我吗
S 我晕船，坐过一次渡轮吐得一塌糊涂
P 出海看鲸鱼的项目我要不要报
S 坐快艇会难受，大船还好
P 去普吉岛跳岛游选哪种
S 用户一坐船就头晕，连游湖的小船都不行
S 坐游轮会晕，看海可以但不想上船
S 用户坐船十分钟就开始反胃
S 我晕船，出海的水上项目都不敢报
S 坐渡轮要提前吃药，不然必吐
S 用户坐过一次邮轮，晕了三天

## airsick
S 我坐飞机会晕机，起降时耳朵疼
P 去新疆是飞过去还是坐火车好
S 用户有飞行恐惧，能不坐飞机就不坐
P 从上海去昆明有多远，怎么去比较好
D 我是不是说过有什么交通工具我很怕
S 长途飞行腿会肿
D 长途飞行我有什么不舒服的
P 飞欧洲十几个小时要准备什么
S 我坐飞机遇到颠簸会很紧张
S 用户坐飞机耳压痛，感冒时更严重
S 我只要超过五小时的航班就浑身难受
S 上次坐小飞机吐了，之后不敢坐支线航班
S 用户在飞机上睡不着，长途航班下来要缓两天

## kids
S [comp] 和老婆孩子一起出行，孩子5岁
P 带小朋友去哪儿玩比较合适
D 这次出门都有谁
S [comp] 用户带着1岁半的宝宝
P 坐飞机要不要给娃订摇篮位
P 推车能推进景区里面吗
S [comp] 带着两个孩子，一个8岁一个3岁
D 我家两个孩子分别几岁
P 海洋馆会不会大的嫌无聊、小的看不懂
S [comp] 用户的儿子有自闭症，对噪音很敏感
P 迪士尼的烟花秀会不会让娃受不了
S [comp] 我女儿12岁，正迷恐龙
D 我女儿最近对什么着迷来着
P 自贡和二连浩特值得专门跑一趟吗
S [comp] 这次带着上初中的儿子去研学
P 暑假想带孩子看看名校，怎么安排
S [comp] 孩子刚上小学，只能寒暑假出门
S [comp] 用户的女儿三岁，还在用纸尿裤
D 我家闺女多大了
S [comp] 带着读高中的女儿，她喜欢拍照
S [comp] 两个双胞胎儿子，今年7岁
D 我家娃多大了你还记得吗
S [comp] 老婆和三个月大的宝宝一起
S [comp] 儿子10岁，特别好动
S [comp] 女儿8岁，怕黑也怕高
S [comp, noseafood] 孩子对海鲜过敏，这次一起去
S [comp] 孩子一坐车就吐，这次全家出门
S [comp] 带着外甥一起，他6岁
S [comp] 和几个宝妈朋友带娃一起出去
S [comp] 带着4岁的儿子，他刚学会游泳
S [comp] 女儿5岁，对花粉过敏

## elders
S [comp] 要带着七十多岁的父母一起去
P 桂林有什么适合老人家的玩法
D 这趟同行的长辈多大年纪来着
S [comp, lowmob] 带爸妈出门，妈妈不太能走路
P 去苏州园林逛需要租个代步车吗
S [comp, lowmob] 奶奶坐轮椅，这次一起去
S [comp] 用户的父亲有糖尿病，这次同行
S [comp] 带着岳父岳母一起，他们第一次出国
D 这次跟我一起去的是哪两位长辈
P 出国前要帮两位老人办什么手续
S [comp] 外公外婆不会说普通话，只讲闽南话
D 我外公外婆听得懂国语吗
P 去台湾的话老人家沟通方便吗
S [comp, lowmob] 带着外婆，她快九十了
S [comp] 父母六十出头，身体都还硬朗
S [comp] 婆婆有高血压，这次也去
S [comp] 爸妈都吃素，这次一起出门
S [comp] 爸爸腰不好，坐不了长途车
S [comp] 带着公公婆婆，他们腿脚都还行

## partner
S [comp] 用户和女朋友一起去，两人刚在一起半年
P 有没有适合情侣拍照的地方
S [comp] 今年是和老公结婚十周年
D 我们结婚多少年了
P 纪念日那天晚上帮我找个有仪式感的餐厅
S [comp] 蜜月旅行，刚领证
P 马尔代夫选哪种水屋比较浪漫
S [comp] 我老婆怀孕了，这次带她出去散散心
S [comp] 用户和妻子都是退休教师，一起出游
S [comp] 和丈夫一起，他不爱逛街
S [comp] 女朋友特别爱拍照
S [comp] 男朋友是个吃货
S [comp] 老公负责开车，我不会开
S [comp] 和对象一起，他喜欢运动我喜欢逛
S [comp] 带着新婚妻子，她怕晒

## friends
S [comp] 和三个大学室友一起
D 这趟跟我同行的是谁
P 四个人去长沙怎么玩最划算
S [comp] 和闺蜜两个人出去玩
P 两个女生去大理有什么安全上要注意的
S [comp] 这次是公司团建，二十来个人
D 这次团建有多少人
P 订餐厅要找能坐两大桌的
S [comp] 跟骑行俱乐部的朋友一起
S [comp] 和几个同事拼假一起出去
S [comp] 和大学同学毕业旅行，五个人
S [comp] 闺蜜团一共六个女生
S [comp] 和驴友群里认识的朋友结伴
S [comp] 和篮球队的队友一起

## solo
S [solo] 我一个人旅行
D 我这次是跟人结伴还是自己走
P 单独出门住哪种地方比较安全
S [solo] 用户是女生，习惯独自出行
P 伊斯坦布尔晚上街头安不安全，我需要注意啥
S [solo] 喜欢一个人背包旅行，不跟团
S [solo] 退休后一个人到处走走

## pet
S [bring] 养了一只柯基，出门都带着
P 小短腿能跟着去爬山吗
P 哪些酒店让狗狗入住
S [home] 用户有一只布偶猫，出远门要找人喂
D 我养的是什么宠物
P 这次出去十天，家里主子怎么办
S [bring] 我家边牧每次自驾都带上
D 我家狗是什么品种
P 开车去草原，毛孩子要准备些啥
S [bring] 用户养了一只法斗，短鼻犬不能托运
P 能带家里那只大头狗坐飞机去三亚吗
S 养了一只柯基叫豆豆
D 你还记得我家狗叫啥吗
S [home] 用户养了两只兔子，走之前得送去寄养
P 宠物寄养店收不收长耳朵的小家伙
S [home] 我家泰迪有分离焦虑，不能离开太久
P 出门超过三天家里狗子会不会闹
S [home] 用户的猫每天要喂药，离不开人
S 用户家的金毛有点胆小，怕生人
S [home] 我家猫年纪大了，离开三天以上得请人上门
S [bring] 出门都带着家里那只小博美
S [bring] 用户的狗晕车，开车超过一小时就吐

## budget
S 预算每人每天300元左右
P 云南十天大概要花多少，我这标准够吗
D 我之前说的旅行经费是多少
S 用户是穷学生，能省则省
D 我现在经济条件怎么样你知道吗
P 去日本怎么玩最便宜
S 这次总预算控制在两万以内
D 这趟一共能花多少钱来着
P 去欧洲半个月，这个钱够不够
S 不差钱，体验优先
P 有没有一晚上万的顶级酒店推荐
S [stay] 住宿每晚不超过400
D 我住宿的上限是多少
P 这家七百多的酒店还要考虑吗
S [fly] 用户机票只买经济舱
S [stay] 公司报销，住宿标准每晚600
D 出差住宿能报多少
P 出差那几天的酒店要控制在什么价位
S 我们两个人五天总共想花一万左右
S 用户喜欢性价比，不追求奢华
S 旅行经费有限，更愿意把钱花在吃上
S 预算比较宽松，人均一天一千以内都可以
S 每月工资五千，出去玩得精打细算
S [fly] 用户习惯用信用卡积分换机票
S 今年的旅行基金已经花了一大半
S 一家人出去一趟，总花费最好别超过三万
S [fly] 机票能省就省，为了便宜愿意早起
S 用户愿意在住宿上多花钱，其他地方省着点
S [food] 吃饭人均一百以内就好
S 这趟是父母出钱，不想太破费
S 月光族，最近手头很紧
S 用户刚换工作，这段时间想少花钱
S [ticket] 门票太贵的景点宁可不去
S 每次旅行都控制在一个月工资以内
S 可以接受高端酒店，但吃饭不讲究
S [stay] 用户一晚酒店最多接受三百块
S [stay] 这趟打算奢侈一把，住好一点
S 人均预算五千以内，包括机票
S 只想花年终奖的一半去旅行
S 我攒了半年的钱，这次想玩好一点
S 用户对价格很敏感，贵一点就心疼
S 旅行开销和老婆AA，想控制在八千以内
S 全家出游，人均每天不超过五百
S [move] 用户更愿意花钱买时间，能打车就不挤公交
S 不介意多花钱，但不想被坑
S [fly] 用户旅行只订打折机票
S 这次出去玩想控制在五千块以内
S 我们一家三口，一天花销别超过一千
S 预算主要留给住宿，交通尽量省
S 用户每年旅行预算大概三万
S [stay] 住宿能睡就行，钱要省下来
S 我习惯先定预算再做计划，超了会焦虑
S 出门吃住行都要报销，得开发票
S 预算不多，但想吃好一点
S [stay] 两个人一晚酒店控制在八百以内
S [stay] 用户从不住五星，觉得不值

## lodging
S 喜欢住民宿，不爱住连锁酒店
P 去大理住哪儿有意思
D 你还记得我喜欢住什么样的地方吗
S 用户只住万豪系，有白金卡
D 我是哪家酒店集团的会员
P 成都有哪些能升级套房的地方
S 酒店房间必须有浴缸
D 我对酒店房间有什么硬性要求
P 帮我看看这家房间能泡澡吗
S 我不住高楼层，怕着火跑不出去
D 我住酒店对楼层有要求吗
P 订房的时候要备注什么
S 房间一定要有窗户
P 有些经济型房型特别便宜，我能接受吗
S 用户喜欢住青旅，方便认识新朋友
P 在欧洲背包的话，哪类床位能结识同路人
S 酒店必须有健身房
P 出差那几天早上想练一练，住哪好
S 住的地方要离地铁站近
P 在东京住新宿还是上野方便
S 喜欢有设计感的精品酒店
S 不住没有电梯的老房子
S 酒店一定要含早餐
S 用户认床，需要硬一点的床垫
S 我喜欢露营，睡帐篷也没问题
P 去川西有没有能看星星过夜的营地
S 不喜欢地毯房，总觉得不干净
S 住宿必须能做饭，带孩子要煮辅食
S 喜欢住温泉旅馆
P 去箱根住哪种地方最有感觉
S 用户住酒店必须要双床房
S 偏好希尔顿，积分攒了很多
S 住宿一定要安静，睡眠很浅
P 住在夜市旁边会不会吵
S 喜欢住海景房
S 用户不住青旅和多人间
S 住酒店一定要无烟房
S 酒店要有洗衣机，出门久了要洗衣服
S 住宿要有停车位，自驾出行
S 我睡觉怕光，房间要有遮光窗帘
S 喜欢住在景区里面，早上方便看景
S 用户喜欢住公寓式酒店，空间大
S 喜欢住有院子的民宿

## transport
S 喜欢坐高铁，不太爱坐飞机
P 北京到上海怎么去好
S [fly] 用户坐飞机只选靠窗的位置
P 值机那会儿帮我挑哪排哪座好
D 我坐飞机习惯坐哪儿来着
S [fly] 不坐红眼航班
D 什么时间的航班我不坐来着
P 凌晨两点那班便宜机票要不要买
S [fly] 常飞国航，在攒里程
P 这趟去成都订哪家的机票
S [car] 有驾照，喜欢自驾
P 新西兰南岛怎么玩最自由
S [car] 用户没有驾照
D 我能自己开车吗
P 冰岛环岛一定要租车吗
S [rail] 坐火车只买下铺
D 我坐卧铺习惯哪个铺位
P 卧铺要抢哪个位置
S [rail] 喜欢坐绿皮火车慢慢晃
S [local] 出门习惯公共交通，不喜欢打车
S [fly] 东航金卡会员，优先选东航
D 我是哪家航司的会员来着
S [car] 用户拿的是国内驾照，没办国际驾照
P 在日本能开车吗
S [car] 我开不了手动挡
P 在欧洲租车要注意什么
S [fly] 坐飞机一定要有托运行李额度
S [fly] 不喜欢转机，尽量直飞
P 飞纽约要不要在东京倒一下
S [local] 用户喜欢骑行，每到一座城市都租自行车
S [rail] 坐高铁习惯选一等座
S [fly] 用户不坐廉航，嫌座位太挤
S [fly] 坐飞机喜欢过道位，方便起身
S [rail] 不坐夜班火车，睡不好
S [fly] 用户习惯提前三小时到机场
S [fly] 出门尽量选早班机，落地时间早
S [car] 租车只租自动挡SUV
S [local] 我不喜欢坐地铁，太挤

## pace
S 喜欢慢节奏，一天最多去一两个景点
P 一天六个点的安排会不会太满
D 我喜欢什么样的旅行节奏来着
S [active] 用户是特种兵式旅游，能多看就多看
P 曼谷三天能塞进去多少地方
S 早上起不来，十点前不出门
D 我早上一般几点能出门
P 看日出那个项目要不要排
S 我每天中午要睡午觉
D 我中午有什么习惯
P 一点到三点那会儿要不要排活动
S 喜欢随性，不爱做详细计划
P 要不要提前把每天的行程定死
S 行程里要留出发呆的时间
S 喜欢早起看日出
P 去泰山要不要在山顶住一晚
S 晚上喜欢出去逛，夜猫子
P 西安天黑以后有什么好去处
S 用户旅行喜欢深度游，一个城市待一周
P 欧洲十天跑五个国家怎么样
S 不喜欢赶路，每天换酒店会很累
S 每天晚上十点前要回酒店休息
S 不喜欢太早的航班
S 用户喜欢睡懒觉
S 行程中间要留一天完全休息
S [active] 用户喜欢把行程排满，不想浪费时间
S 我喜欢上午出门，下午回酒店休息
S 用户习惯每天早上六点起床
S 晚上不喜欢出门，天黑就回酒店
S 每天下午要留两个小时喝咖啡
S 喜欢一天只做一件事
S [active] 每天至少走三万步才算玩过
S [active] 用户喜欢早出晚归
S 一个城市最多待两天，喜欢换地方

## hist
S [broad] 喜欢逛博物馆
P 到了西安第一站去哪儿
P 台北有什么地方能看国宝
D 我平时旅行最爱去哪类地方
S 用户对三国历史特别着迷
D 我最感兴趣的是哪段历史
P 去成都的话武侯祠值得去吗
P 湖北赤壁和荆州值得专程去吗
S 对唐朝历史很感兴趣
P 大明宫遗址和法门寺值得一看吗
S [broad] 我喜欢看古建筑
P 山西有哪些值得看的木结构老寺庙
S 用户对二战历史很感兴趣
P 去诺曼底和柏林有什么推荐的地方
S 对考古很感兴趣
P 三星堆和金沙哪个更值得去
S 用户对丝绸之路特别向往
P 从兰州一路往西能看哪些东西
S 喜欢看石窟造像
P 龙门、云冈、麦积山该怎么串起来
S 喜欢研究明清史
S [broad] 我喜欢看名人故居
S 用户是抗战史爱好者

## art
S [broad] 喜欢看当代艺术展
P 北京798和上海西岸哪个更值得逛
S 用户喜欢印象派
D 我喜欢哪个画派
P 去巴黎奥赛要预留多久
P 日本有没有能看到莫奈睡莲的地方
S 我喜欢梵高
P 阿姆斯特丹那个向日葵画家的馆要提前订票吗
S 喜欢书法
P 去西安碑林有什么看头
S 喜欢陶瓷，家里收了不少瓷器
D 我平时收藏什么
P 景德镇值得专门去吗
S 用户喜欢看建筑设计，尤其是安藤忠雄
P 直岛和淡路岛有什么值得看的
S [broad] 我是美术生，喜欢写生
P 去宏村找个安静地方坐一下午行吗
S 喜欢看敦煌壁画

## music
S [broad] 喜欢古典音乐
P 维也纳有什么演出能去听
P 金色大厅的新年音乐会票好抢吗
S 是五月天的铁粉
P 阿信他们今年有巡演吗，哪站方便去
D 我喜欢的乐队是哪个你还记得吗
S [broad] 喜欢爵士乐
P 上海有没有深夜的现场小酒馆推荐
S 用户喜欢看音乐节
P 草莓和迷笛今年在哪办
S 周杰伦歌迷
D 我最喜欢的歌手是谁
P 想去台北淡江中学看看，顺路还能去哪
S 喜欢听摇滚，崔健的歌听了二十年

## stage
S 喜欢昆曲
D 我爱听什么戏来着
P 苏州有没有地方能听牡丹亭
P 去南京能看到一出完整的桃花扇吗
S 用户是京剧票友
P 北京长安大戏院最近有什么戏
S 喜欢越剧
P 去嵊州看梁祝合适吗
S 喜欢听相声
P 去天津除了吃还能干啥
P 北京德云社的票怎么买
S 用户喜欢看音乐剧
P 去伦敦西区看什么好
S 喜欢评弹
P 去苏州找个茶馆听书
S [broad] 喜欢看话剧

## foodie
S [broad] 吃货一枚，旅行就是为了吃
P 去顺德怎么安排
S [broad] 喜欢探店米其林
P 东京哪几家星级餐厅值得排
S [broad, alcohol] 用户爱喝精酿啤酒
D 我喜欢喝什么酒
P 青岛除了大排档还有啥好喝的
S [broad] 喜欢喝茶，尤其是岩茶
D 我爱喝哪种茶
P 去武夷山有什么推荐的
S [broad] 我喜欢咖啡，到哪都要找独立咖啡馆
P 去墨尔本哪里能喝到好的flat white
S [seafood] 爱吃海鲜，每次去海边都要吃个够
P 北海有哪些大排档推荐
S [broad] 对甜品毫无抵抗力
P 巴黎有哪些马卡龙和千层酥值得打卡
S [broad, alcohol] 用户喜欢喝葡萄酒
P 宁夏贺兰山东麓值得去吗
S [broad] 喜欢吃路边摊和苍蝇馆子
P 成都有哪些本地人去的小店
S [broad] 喜欢逛菜市场，了解当地人的生活
P 到了昆明哪里最有烟火气

## nature
S [active] 喜欢爬山徒步
P 浙江周末有什么好走的线路
S 喜欢看海
P 国内哪里的水最蓝
S 喜欢看星空
D 我出去玩最喜欢看什么自然景观
P 青海哪里适合晚上拍银河
S 我特别喜欢雪
P 冬天去北海道值得吗
S 喜欢草原
P 夏天去伊犁和呼伦贝尔哪个更好
S 用户喜欢观鸟
P 冬天去鄱阳湖能看到什么
S 喜欢看花，每年都追花期
P 林芝三月值得去吗
S 喜欢看瀑布
P 黄果树和壶口哪个更壮观
S 喜欢看红叶
P 十月底去香山还是喀纳斯

## photo
S [broad] 喜欢摄影，随身带单反
D 我出门一般带什么相机
P 霞浦什么时候光线最好
S [broad] 用户喜欢拍人像，常约模特
P 厦门哪些街巷适合约拍
S [broad] 喜欢用无人机航拍
P 哪些景区禁飞
S [broad] 喜欢扫街拍胶片
P 香港哪些街区适合出片

## sport
S [active, snow] 喜欢滑雪，是单板爱好者
P 崇礼和吉林北大湖哪个雪质好
S [active, water] 潜水有AOW证
D 我潜水是什么级别
P 仙本那和涛岛哪个更适合下水
S [active, water] 喜欢冲浪
P 海南哪里的浪适合初学
S [active, land] 马拉松跑者，每年都报名几场比赛
P 东京和柏林那种大满贯能抽到吗
S [active, land] 喜欢攀岩
P 阳朔有哪些好的野外岩场
S [active, land] 喜欢骑行，环过青海湖
P 环台湾岛怎么安排
S [land] 喜欢打高尔夫
P 海南冬天有什么好的球场
S [active, water] 喜欢划皮划艇

## sport_watch
S 喜欢看NBA，湖人球迷
P 去洛杉矶能看一场主场比赛吗
S 用户喜欢看F1
P 今年想去上海看汉密尔顿他们跑，门票怎么买
S 曼联球迷
D 我支持哪支球队
P 去英国想去老特拉福德看一场
S 喜欢看网球比赛
P 想去墨尔本现场看一次大满贯，几月去合适

## shop
S [broad] 喜欢买奢侈品
P 去欧洲哪里买包最划算
S [broad] 喜欢逛古着店
P 东京下北泽和高圆寺哪个好逛
S [broad] 喜欢逛书店
P 台北诚品和南京先锋值得去吗
S [broad] 用户喜欢收集冰箱贴
D 我每到一个地方都爱收集什么
P 到了敦煌记得提醒我带点小纪念品
S [broad] 我喜欢买当地手工艺品
S [broad] 用户喜欢收集各地邮票和明信片
P 哪里有主题邮局可以寄信

## acg
S 喜欢宫崎骏的动画
P 三鹰那个美术馆要怎么预约
P 去台湾九份有什么好看的
S 灌篮高手是我的青春
P 镰仓高校前那个路口好拍吗
S 用户是柯南迷
D 我喜欢哪部动漫来着
P 鸟取县有什么好玩的
S 海贼王粉丝
P 东京塔下面那个主题乐园还开着吗
S 用户喜欢新海诚的电影
P 飞驒古川和须贺神社值得去吗
S 哈利波特迷
P 伦敦国王十字车站有什么看头
S 喜欢玩原神
P 张家界和黄龙是不是很像璃月
S 喜欢高达模型
P 台场那个大机器人还在吗
S 用户是漫威粉
P 去加州迪士尼有什么特别的园区

## faith_site
S [broad] 喜欢去寺庙上香祈福
P 去杭州灵隐和法喜哪个好
S 用户喜欢看哥特式教堂
P 科隆和米兰有什么值得看的
S 我对藏传佛教很感兴趣
P 去拉萨除了布达拉宫还该去哪
S 用户每年都去五台山朝拜

## lit
S 喜欢鲁迅
P 去绍兴百草园和三味书屋值得吗
S 红楼梦迷
D 我最喜欢哪部古典小说
P 北京大观园和南京江宁织造博物馆值得去吗
S 喜欢金庸武侠
P 华山论剑那个地方真的能去吗
S 用户喜欢村上春树
P 东京早稻田附近有什么可以看的
S 喜欢唐诗宋词
P 去黄鹤楼和滕王阁有什么讲究
S 喜欢汪曾祺的文字
P 去高邮吃咸鸭蛋顺便看看啥
S 喜欢看张爱玲
P 上海常德公寓现在能进去吗
S 我是福尔摩斯迷
P 伦敦贝克街221B值得去吗

## leisure
S 喜欢泡温泉
D 我旅行中最享受的放松方式是什么
P 冬天去日本哪里最舒服
S [broad] 喜欢主题乐园
P 北京环球和上海迪士尼哪个好玩
S [broad] 喜欢看动物
P 新加坡的夜间野生园和河川生态园值得去吗
S [broad] 喜欢剧本杀
P 长沙有什么沉浸式的玩法
S [broad] 喜欢穿汉服拍照
P 去洛阳应天门怎么安排
S [broad] 喜欢逛夜市
P 台北哪里晚上最热闹
S [broad] 喜欢做手工，到哪都想体验一下
P 景德镇有没有能自己拉坯的地方
S [broad] 喜欢看电影取景地
P 重庆有哪些《少年的你》里出现的地方
S 喜欢海岛度假躺平
P 年底去巴厘岛还是普吉岛
S [broad] 喜欢逛当地的大学校园
S [broad] 喜欢拍建筑和街景
S [broad] 喜欢看城市夜景
S [broad] 喜欢逛老街老巷
S [broad] 喜欢去当地的公园散步
S [broad] 喜欢看展览，什么类型都行
S [broad] 用户喜欢去有驻唱的小酒馆
S [broad] 喜欢逛跳蚤市场淘旧货

## identity_name
S 用户叫李明
D 你还记得我叫什么吗
S 我叫陈思雨，英文名Sherry
D 我的英文名是啥来着
S 用户姓王，朋友都叫他老王
D 你平时该怎么称呼我
S 我叫赵一鸣
D 订票那次我报的名字是什么
S 用户名叫林晓，身份证上是“曉”字
D 我证件上那个字是繁体还是简体

## home
S 住在杭州
P 从我家出发去黄山要多久
D 我住哪个城市你还记得吗
S 用户在深圳工作生活
D 我现在在哪个城市
P 周末去香港当天来回方便吗
S 我家在哈尔滨
P 寒假去海南避寒，从家里飞过去要多久
S 用户是上海人，住在浦东
P 去迪士尼是不是抬脚就到
S 老家在湖南衡阳，现在在北京上班
P 春节回去是坐高铁还是飞机
D 你知道我老家是哪儿的吗
S 我住在成都郊区
S 用户住在广州天河
D 我住在哪个区
P 去佛山吃一顿要多久
S 家在青岛崂山区
S 住在西安，周末常往周边跑
S 用户在南京读研
S 我住在重庆渝北，离机场很近
D 我家离机场远吗

## job
S 是一名中学老师，只有寒暑假能出远门
P 七八月份那段空档去哪儿玩
D 我是干什么工作的来着
S 我是护士，要倒班
D 我的工作时间规律吗
P 连着休三天能去哪儿
S 用户是程序员，年假只有五天
D 我一年有几天年假
P 请假拼个九天长假怎么拼
S 是医生，年假很难凑到一起
D 我是做什么的
S 我做自由职业，时间比较灵活
P 我能不能避开节假日出门
S 用户是大学生
P 有没有学生票能省点
S 已经退休了，时间很自由
S 外企上班，年假有十五天
S 用户在银行工作，年底特别忙
P 十二月出去玩合适吗
S 我是空姐，有员工机票
S 用户是导游，带团去过很多地方
S 开了一家小餐馆，很难离开太久
P 出去玩一趟最多能走几天

## age
S 今年35岁
D 我多大了来着
S 用户今年62岁，刚退休
D 我今年多大
P 景区有没有老年人优惠我能用
S 我今年刚满18岁
P 我能自己办酒店入住吗
S 用户90后，1996年出生
D 我是哪年生的
S 今年上大三，22岁
D 我现在读几年级

## lang
S 会说日语，过了N1
D 我会说哪门外语
P 去京都需要请翻译吗
S 英语不太好，出国怕沟通
P 去欧洲自由行会不会很难
D 我外语水平怎么样你还记得吗
S 用户会说粤语
P 去香港点茶餐厅会不会听不懂
S 会一点西班牙语
P 南美自由行难不难
S 用户只会说普通话，英语几乎不会
S 我英语口语流利，在国外待过三年
S 会说韩语，能看懂韩文菜单
S 用户会一点法语
S 用户能用英语日常交流
S 我会说德语
S 只能听懂简单英语，出国靠翻译软件
S 用户会说泰语

## docs
S 护照明年三月到期
P 明年春天出国需要提前办什么
D 我的证件什么时候过期来着
S [visa] 用户持有美国十年签证
D 我有哪国的签证
P 去加拿大和墨西哥能用上啥便利
S 我还没有办护照
P 下个月去泰国来得及吗
S [visa] 用户之前申请申根签证被拒过一次
P 这次去法国有什么要注意的
S 只有港澳通行证，没有护照
D 我有护照吗
P 这次能去澳门和新加坡吗
S [visa] 我有日本五年多次签证
S 用户的护照只剩五个月有效期
S [visa] 用户办了澳大利亚旅游签，年底到期
S 用户的护照在公司人事那里保管，出国要提前申请

## plan
S [dom] 计划2026年国庆去西安
P 十一那趟要提前多久订票
D 我国庆打算去哪来着
S [dom] 打算明年春节带全家去海南
P 过年那次的机票什么时候买最便宜
S [abroad] 下个月15号飞东京
D 我去东京是哪天
P 日元现在换合适吗
S [dom] 今年暑假想去新疆自驾
P 七月份那条线路要提前准备些什么
S [dom] 五月初要去成都参加朋友婚礼
D 我五月有什么安排
P 下个月初那趟要带什么衣服
S [dom] 年底想去哈尔滨看冰雕
P 冬天那趟北方行程要买什么装备
S [abroad] 明年结婚，蜜月想去欧洲
D 我蜜月打算去哪儿来着
S [dom] 10月份要去北京出差一周
D 我十月要去哪出差
P 国庆后去首都公干，中间那个休息日去哪转转
S [abroad] 计划明年四月去日本看樱花
D 我明年春天有什么出行计划
S [dom] 打算寒假带孩子去长隆
S [dom] 已经订好了8月去云南的机票
P 暑假那趟要不要买旅游险
S [abroad] 想在30岁生日前去一次冰岛看极光
D 我有什么心愿清单上的旅行
S [dom] 下周末要回老家长沙
D 我下周末有什么安排
S [abroad] 2026年元旦想去泰国跨年
S [abroad] 计划今年11月去新西兰自驾两周
S [dom] 用户打算明年带爸妈去北京看升旗
S [abroad] 6月要去新加坡开会
D 我六月要出国吗
S [dom] 打算五一去洛阳看牡丹
S [comp, dom] 和男朋友异地，这次约在杭州见面
D 我和男朋友约在哪碰头来着
S [comp, dom] 我爸八十岁了，想带他回一趟山东老家

## crowd
S 讨厌人多拥挤的地方
P 黄金周去哪儿能躲开人潮
D 我有什么特别不喜欢的旅行情况吗
S 不想排长队
P 环球影城的快速通道值得买吗
S 不喜欢网红打卡地
P 重庆那些排队拍照的点还值得去吗
S 对商业化的古镇很反感
P 丽江和凤凰还值得去吗
S 用户节假日绝不出门
S 人一多我就心慌
S 不喜欢热门景点，喜欢小众的地方
S 用户宁可请假错峰，也不在节假日挤
S 用户最怕人挤人，宁可早上五点进景区
S 不喜欢热闹的酒吧街
S 网红店宁可不吃也不排队

## climate
S [hot] 怕热，夏天不想去南方
D 我怕冷还是怕热来着
P 八月去广州合适吗
S [cold] 用户怕冷，冬天不去北方
P 十二月去长白山怎么样
S [wet] 不喜欢潮湿的天气
P 梅雨季去江南怎么样
S [hot] 我怕晒，不喜欢大太阳底下走
S [dry] 用户受不了风沙
S [cold] 用户怕冷，零下就不想出门
S [hot] 夏天怕热，超过35度就不想出门
S [hot] 我喜欢凉快的地方，受不了闷热
S [cold, dry] 用户皮肤干，去北方容易干裂
S [wet] 不喜欢下雨天出门
S [wet] 用户去南方总是水土不服，受不了回南天
S [cold] 我喜欢冬天去暖和的地方
S [wind] 不喜欢风大的海边

## dislike
S 讨厌购物团
D 我对跟团有什么看法
P 云南那种几百块的团能报吗
S 讨厌被宰客
P 在景区门口打车要注意啥
S 不喜欢吃西餐
D 我吃得惯西餐吗
P 去欧洲两周吃饭怎么解决
S 讨厌坐长途车
S 用户不喜欢跟团游
S 不喜欢拍游客照
"""

TASKS = r"""
# itineraries
T mobility,comp,diet,budget | 帮我排三天成都行程
T comp,pace,interest,diet | 帮我规划一下五天的北京自由行
T mobility,interest,crowd,diet | 下个月去西安，帮我排四天的路线
T diet,budget,interest,pace | 周末去杭州两天，给我出个行程
T carsick,comp,pace,health:alt+ride+act | 帮我做个川西七日游的攻略
T health:alt+act+food,comp,budget,interest | 去云南玩十天，帮我安排一下
T interest,pace,budget,diet | 帮我安排一下东京五日游
T mobility,climate:hot+wet,comp,diet | 暑假去重庆玩三天怎么排
T diet,interest,lodging | 帮我规划一趟潮汕吃喝之旅
T comp,mobility,pace | 苏州两日游帮我排一下
T interest,budget,diet | 帮我弄个香港三天两晚的行程
T mobility,comp,interest,budget | 南京四天，帮我看看怎么走
T health,airsick,pace,lang | 帮我规划一下去欧洲的半个月
T carsick,mobility,interest | 想去贵州转一圈，帮我排排
T comp,diet,budget,interest | 去厦门三天，帮我排个行程
T interest,pace | 京都住五天，每天去哪儿帮我排一下
T mobility,health:act+ride,comp,budget | 帮我规划一下去张家界的行程
T comp,budget,interest,crowd | 国庆去长沙，帮我排三天
T diet,pace,budget,climate:hot+wet | 帮我做个曼谷五天的安排
T interest,crowd,pace | 帮我设计一条江南水乡的路线
T health:alt+ride+sun,carsick,comp,lodging | 帮我安排一趟青海环湖
T diet,interest | 在广州待两天，吃喝玩乐帮我排一下
T mobility,pace,interest | 洛阳两日游怎么安排
T comp,climate:cold+dry,budget,mobility | 春节去哈尔滨，帮我出个攻略
T interest,transport:car+fly+rail,budget,carsick | 帮我排一下北疆十日游
T seasick,comp,budget | 帮我做个海岛度假的计划
T mobility,comp,diet,seasick | 去桂林阳朔，帮我排三天
T interest,pace,lodging | 大理住一周，帮我安排安排
T health:alt+med,pace,diet,budget | 帮我规划一下拉萨五天
T comp,interest,budget,mobility | 帮我排一个上海三日游
T diet,mobility,interest | 帮我安排一下济南和泰安的两天
T interest,lang,budget | 帮我安排首尔四天
T comp,diet,pace,budget | 帮我排个台湾环岛十天
T interest,crowd,transport:car+local+rail | 周末想在北京周边走走，帮我排一下
T budget,transport:fly+rail+local,pace | 帮我规划一趟越南柬埔寨老挝的连线
T carsick,interest,climate:hot+dry,comp | 帮我排一下敦煌三天
T mobility,comp,climate:hot+wet+wind,seasick | 七月去三亚五天，帮我安排
T airsick,interest,budget,transport:car+fly | 想去新西兰，帮我出个行程
T diet,comp,budget | 帮我安排一下在顺德的两天
T interest,pace,lang,diet | 帮我规划巴黎五天
T lang,interest,diet | 帮我做个伊斯坦布尔四天的行程
T mobility,health:act+alt | 帮我安排一下峨眉山一日游
T comp,interest,mobility | 武汉三天怎么玩，帮我排一下
T diet,interest,budget | 帮我安排青岛周末两天
T carsick,comp,lodging,mobility | 帮我排一下黄山加宏村的路线
T interest,pace,crowd | 清明去婺源，帮我排一排
T health:sun+act,climate:hot+dry,pace | 帮我排个吐鲁番和喀什的行程
T comp,diet,interest,lang | 帮我规划一趟大阪京都奈良
T mobility,pace,budget | 重庆两天一夜，帮我排紧凑点
T diet,lang,comp,climate:hot+wet | 帮我安排一下清迈一周
T interest,mobility,diet,budget | 帮我排福州三天
T carsick,health:alt+ride,comp,budget | 帮我规划稻城亚丁的行程
T comp,pace,diet | 帮我排一下扬州两日游
T interest,budget,lodging | 帮我安排一个长沙周末
T mobility,comp,crowd,lodging | 五一去黄山，帮我做个计划
T diet,interest,transport:rail+fly | 帮我规划一下潮州汕头三天
T pace,interest,climate:cold+wind,transport:car+fly | 帮我排一趟冰岛八天
T comp,mobility,diet | 帮我安排天津一日游
T health:alt+sun,interest,budget | 帮我排西宁加祁连的四天
T comp,seasick,diet,budget | 帮我规划一下普陀山加舟山
T interest,crowd,budget,diet | 国庆去成都，帮我排个行程
T diet,mobility,pace | 帮我安排澳门两天一夜
T carsick,interest,pace | 帮我规划一下湘西凤凰加张家界
T comp,interest | 帮我排一个新加坡四日游
T lang,diet,budget | 帮我安排西班牙十天
T kids,climate:hot+wet,pace | 带全家去海南过年，帮我排一下
T mobility,interest,budget | 帮我做个开封一日游
T diet,comp,interest | 帮我排个昆明加大理六天
T health:act+alt,climate:wet,comp | 帮我规划一趟元阳梯田
T interest,pace,mobility,diet | 帮我排个罗马四天
T budget,lodging,pace | 帮我安排一趟泰国普吉五天
T carsick,comp,interest | 帮我排一下恩施大峡谷
T diet,pace,interest,lang | 帮我规划一下伦敦一周
T comp,mobility,health:act+sun | 帮我安排承德避暑山庄两天
T interest,transport:rail+local,lodging,diet | 帮我排个日本关西七日游
T crowd,climate:hot+wet,interest | 帮我安排一趟泉州三天
T mobility,diet,comp | 帮我规划一下黄河壶口加延安
T budget,interest,pace,lang | 第一次去纽约，帮我排五天

# lodging
T lodging,budget:stay | 帮我在上海外滩附近找个酒店
T pet:bring,lodging | 下周去厦门，帮我找住的地方
T lodging,comp,budget:stay,pet:bring | 三亚住哪片好，帮我挑一家
T lodging,mobility | 帮我订两晚北京的酒店
T lodging,budget:stay,transport:local | 在东京帮我选个住的地方
T lodging,pet:bring,budget:stay | 周末去莫干山，帮我挑个民宿
T lodging,comp,mobility | 帮我找个成都的酒店，住四晚
T lodging,budget:stay,mobility | 帮我订丽江古城的客栈
T lodging,budget:stay | 下周出差深圳，帮我订个酒店
T lodging,comp,mobility | 去杭州住哪儿方便，帮我看看
T lodging,budget:stay | 帮我订一下大阪的住宿
T lodging,elders | 带爸妈去苏州，帮我订个酒店
T lodging,kids,budget:stay | 帮我在广州长隆附近订个酒店
T lodging,pet:bring | 周末自驾去千岛湖，帮我找个住处
T lodging,crowd,budget:stay | 帮我订个鼓浪屿上的住宿
T lodging,health:alt+stay,budget:stay | 帮我找一下九寨沟附近的酒店
T lodging,comp | 帮我订个西安钟楼附近的酒店
T lodging,mobility,budget:stay | 帮我在香港找个住的地方
T lodging,budget:stay,comp | 去青岛住哪个区好，帮我订
T lodging,pet:bring,comp | 帮我在秦皇岛订个海边的房子
T lodging,health:alt+stay | 去拉萨住哪种酒店好，帮我挑挑
T lodging,budget:stay,mobility | 帮我订首尔明洞附近的酒店
T lodging,comp,budget:stay | 帮我看看北海道的住宿
T lodging,budget:stay | 明天晚上到南京，帮我订个住的
T lodging,kids,budget:stay | 帮我订个上海迪士尼周边的酒店
T lodging,budget:stay | 帮我在巴黎订五晚住宿
T lodging,mobility,comp | 帮我订重庆解放碑附近的酒店
T lodging,pet:bring,budget:stay | 国庆自驾去安吉，帮我找个能住的地方
T lodging,budget:stay,crowd | 帮我找个阳朔的住处
T lodging,comp | 帮我挑个三亚亚龙湾的度假酒店
T lodging,budget:stay | 帮我在曼谷订个酒店
T lodging,elders,mobility | 带老人去峨眉山，住山上还是山下，帮我订

# food
T diet,budget:food | 推荐几家广州的早茶
T allergy,taste | 今晚在长沙吃什么好
T diet,comp | 帮我在北京订个吃烤鸭的地方
T diet,budget:food,comp | 明天中午在西安找家馆子
T religion_diet,budget:food | 在成都帮我找家吃饭的地方
T diet,partner | 帮我订个纪念日晚餐
T diet,kids | 带娃在上海吃什么
T allergy,foodie | 到了福州要吃什么
T taste,budget:food | 重庆有哪些必吃的
T diet,health:food | 到了新疆吃什么
T diet,friends | 一群人去顺德吃什么
T diet,elders | 带爸妈在杭州吃顿好的
T diet,budget:food | 在东京吃一顿寿司，帮我找家店
T allergy,budget:food | 去泰国想吃顿海鲜大餐，帮我找找
T diet,health:food,budget:food | 帮我订个明晚的餐厅
T taste,allergy,comp | 在昆明吃一顿云南菜，帮我挑家店
T diet,budget:food | 帮我找找厦门的本地小吃
T diet,foodie,budget:food | 帮我安排一下在日本的几顿饭
T religion_diet,taste | 在西安回民街吃什么
T diet,health:food | 帮我推荐几家首尔的烤肉店
T diet,foodie | 去台南吃什么
T allergy,comp | 在海边吃饭帮我点几个菜
T taste,budget:food,comp | 在武汉过早吃什么
T diet,budget:food | 帮我在新加坡找几家好吃的
T diet,elders,budget:food,kids | 帮我订个年夜饭
T diet,kids,budget:food | 在香港找个适合一家人吃饭的地方
T diet,health:food,comp | 去贵阳吃什么，帮我排几顿
T religion_diet,allergy | 在伊斯坦布尔吃饭帮我规划一下
T diet,budget:food,foodie | 在成都三天，饭怎么安排
T taste,health:food | 在长沙逛夜宵街吃点啥
T diet,partner,budget:food | 帮我在杭州订个约会的餐厅
T diet,comp | 在意大利那几天帮我找几家馆子

# transport
T home,transport:fly+rail | 帮我查一下国庆出发的票
T airsick,transport:fly+rail | 去乌鲁木齐怎么走最舒服
T transport:fly,budget:fly | 帮我订一张去昆明的机票
T carsick,mobility | 从机场到酒店怎么过去
T transport:rail,identity_name | 帮我订明天上午去南京的高铁
T home,budget:fly+move,transport:fly+rail | 帮我比较一下春节回家的几种方式
T transport:fly,comp | 帮我选个去三亚的航班
T airsick,budget:fly | 帮我看看去曼谷的机票
T carsick,health:alt+ride | 从拉萨去纳木错怎么安排交通
T transport:car,comp,pet:bring | 帮我规划一下开车去黄山的路线
T seasick,budget:move | 帮我订去普陀山的船票
T seasick,comp | 去长岛怎么过去，帮我安排
T home,transport:fly+rail,budget:fly+move | 帮我订周五下班后出发的票
T transport:fly,identity_name,budget:fly | 帮我订下周一去北京的机票
T airsick,comp,transport:fly | 帮我订去伦敦的航班
T carsick,comp | 帮我包一辆车跑川西
T transport:fly,budget:fly | 帮我订一下回程的航班
T transport:rail,mobility,comp | 帮我订去苏州的高铁票
T home,carsick,transport:car+rail+local | 周末去周边玩，怎么过去比较好
T transport:fly+rail,budget:fly+move,airsick | 上海到成都，帮我看看怎么走
T airsick,health:alt+med | 帮我订去拉萨的机票
T transport:rail,budget:move | 帮我订一张去西安的卧铺
T seasick,carsick | 帮我安排一下从厦门到金门的交通
T transport:local,mobility | 到了东京机场怎么进市区
T home,airsick,transport:fly+rail | 帮我看看去乌鲁木齐怎么出发
T transport:fly+rail+car,pet:bring,comp | 国庆去青岛怎么去，帮我安排
T transport:rail,identity_name,kids | 帮我订三张去杭州的高铁票
T carsick,transport:car | 帮我安排从丽江去泸沽湖
T transport:fly,budget:fly,comp | 帮我订去新加坡的机票
T airsick,transport:fly+rail,home | 想去趟哈尔滨，帮我看看怎么去
T transport:rail+car+fly,lang | 帮我规划一下在欧洲的城际交通
T carsick,mobility,transport:fly+rail+car | 从昆明到西双版纳怎么走

# packing & prep
T health:alt+med+sun,kids | 帮我列个去西藏的行李清单
T climate:cold,health:med | 帮我列一下去北海道的装备
T pet:bring,carsick | 自驾出门要带的东西帮我列列
T health:med,allergy_env:med | 帮我准备个出国药箱清单
T kids,climate:hot+wind | 帮我列个去海边的必带物品
T health:med,docs | 出国前要准备什么，帮我列一下
T allergy,lang | 帮我准备几句出国吃饭用得上的外语
T kids,health:med,pet | 帮我列一下出门一周要准备的事
T docs,job | 帮我看看出国的手续什么时候开始办
T climate:cold+dry,mobility | 帮我准备一下冬天去东北的东西
T health:med,allergy_env:med,lang | 帮我整理一份出国应急信息卡
T kids,lodging | 带小朋友外宿，要提前准备啥
T health:med+ride,airsick | 长途飞行前帮我做个准备清单
T pet:home,plan | 临走前家里要安排的事帮我捋一捋
T docs:-,plan:abroad | 帮我规划一下出境前要跑的手续

# activities
T mobility,health:act | 想去张家界，哪些项目适合我
T health:act+sun,outdoor | 帮我找个周末能去的户外活动
T mobility,interest | 在北京有什么推荐的玩法
T health:water+sun,sport:water | 去三亚能玩哪些水上项目
T mobility,comp,health:act | 帮我挑几个重庆的景点
T health:water+sun+act,seasick | 去马尔代夫能安排哪些项目
T mobility,kids | 去上海迪士尼怎么玩
T health:act,mobility,interest | 去黄山帮我定个玩法
T interest,comp | 帮我挑几个香港的景点
T outdoor,health:act+alt | 去川西能玩点什么刺激的
T mobility,interest,pace | 在故宫怎么逛比较合适
T health:alt+act,carsick | 想去九寨沟，帮我看看怎么玩
T interest,mobility | 在东京挑几个必去的地方
T kids,health:act | 去长隆哪些项目能玩
T interest,budget | 在伦敦有哪些值得花钱的体验
T nature,mobility | 秋天去哪儿徒步，帮我推荐
T interest,pace,comp | 在苏州帮我挑几个园林
T seasick,interest | 去青岛能安排哪些海上活动
T mobility,health:act+alt,outdoor | 去长白山能玩什么

# destination choice
T job,budget,climate | 帮我挑个今年出去玩的目的地
T crowd,budget,interest | 五一去哪儿好
T climate,interest,comp,docs | 春节想出国玩，推荐个地方
T budget,comp,home | 周末短途游推荐几个地方
T docs,budget | 想出国，推荐几个好办签证的国家
T job,interest | 帮我想想年假去哪儿
T health,climate:cold,interest | 冬天去哪儿避寒
T kids,budget,crowd,climate:hot+wet | 暑假带家里人去哪儿玩
T job,airsick,budget | 想来一次说走就走的旅行，帮我选个地方
T interest,climate,budget | 十月份去哪儿比较好
T health,comp,interest | 帮我挑个适合休养的地方
T home,budget,pace | 周末两天能去哪儿
T crowd,climate,comp | 国庆去哪儿人少
T lang,budget,interest | 第一次出国去哪儿比较好
T job,home,interest | 寒假有什么好的去处
T budget,interest,docs:- | 帮我挑一个东南亚国家
T mobility,climate:hot+wet+wind,comp | 帮我找个适合度假的海岛
T interest,crowd,home | 清明小长假去哪儿
T airsick,budget,comp | 帮我比比日本和泰国去哪个
T comp,interest,pace | 推荐几个适合第一次出门的城市
T job,docs,budget | 明年想出国一趟，帮我挑挑

# plan follow-ups
T plan,lodging,budget:stay | 把那趟的酒店先订了吧
T plan,transport | 那次出行的交通帮我看看
T plan,comp,diet,mobility | 帮我把之前说的那个行程细化一下
T plan:abroad,docs:- | 出发前还有什么手续要办
T plan,budget:fly,transport:fly | 帮我盯一下那次的机票价格
T plan,comp,lodging | 那次的住宿帮我物色一下
T plan,climate,health:med | 那趟要带什么衣服和药
T plan,interest,pace | 帮我把那次旅行的每日安排排出来
T plan,job | 那次出门需要请几天假
T plan,budget | 帮我算算那趟大概花多少钱
T plan,pet:home | 我出门那几天家里怎么安排
T plan,diet,interest | 那边有什么好吃好玩的，帮我列一下
T plan,airsick,transport:fly | 那趟的航班帮我挑挑
T plan,comp,mobility | 那次的景点帮我筛一下
T plan:abroad,lang,docs:- | 出国那次的准备工作帮我理一理
T mobility,comp,interest | 帮我排个绍兴一日游
T diet,pace,comp,airsick | 帮我规划一下去澳洲两周
T carsick,pace,interest | 帮我排一下云南怒江的路线
T comp,budget,lodging | 去长白山滑雪，帮我安排三天
T airsick,comp,budget | 帮我安排一趟马尔代夫
T health:act+sun,pace,climate | 帮我规划一下夏天去呼伦贝尔
T mobility,crowd,comp | 帮我安排一下颐和园半天
T diet,interest,crowd | 帮我排一个泉州和漳州的周末
T lang,comp,budget,mobility | 帮我规划一下瑞士八天
T carsick,comp,budget,pet:bring | 帮我安排一趟草原自驾
T mobility,diet,lodging | 帮我排一下乌镇两天
T climate:hot+wet,interest,pace | 帮我规划一趟广州深圳五天
T seasick,interest,budget,mobility | 帮我规划一下长江三峡
T health:act+alt,mobility,comp | 帮我安排一下五台山两天
T diet,lang,interest,budget | 帮我安排一下越南岘港会安
T crowd,pace,lodging | 帮我安排一下平遥古城
T comp,diet,mobility | 帮我排一下呼和浩特两天
T interest,budget,transport:rail | 帮我安排一趟京沪高铁沿线的城市游
T airsick,lang,diet,climate:hot+dry | 帮我规划一下去埃及
T climate:hot+wet,comp,diet | 帮我排个马来西亚槟城四天
T pace,budget,lodging,lang | 帮我做个日本东北的七天行程
T health:alt+ride,carsick,climate:cold+dry,comp | 帮我规划一下去阿里
T mobility,interest,comp | 帮我安排一下杭州灵隐加西溪
T diet,budget,crowd | 帮我排个北京胡同一日游
T lodging,budget:stay,lang | 帮我订一下首尔的民宿
T lodging,pet:bring,mobility | 帮我在杭州找个能带宠物的酒店
T diet,health:food,budget:food | 帮我安排在苏州吃的那几顿
T transport:car+rail+fly,carsick,budget:fly+move | 去香格里拉怎么走，帮我比较一下
T airsick,budget:fly+move,transport:fly+rail | 帮我订一下去哈尔滨的往返
T seasick,lodging,budget:stay | 帮我安排一下去涠洲岛住两晚
T climate:cold+dry,health:med+act,kids | 帮我看看带娃去东北玩要准备什么
T crowd,budget | 春节假期帮我找个不挤的地方
T mobility,pace,crowd | 帮我安排一下兵马俑加华清宫
T carsick,mobility,budget:move+stay | 从成都去乐山峨眉，帮我安排交通和住宿
"""

GENERAL = r"""
故宫周一开门吗
火锅底料怎么选
高铁能带充电宝吗
飞机上充电宝有什么规定
日本签证现在需要什么材料
去泰国要办签证吗
泰铢和人民币汇率大概多少
日元现在是什么汇率
欧元兑人民币今天多少
去香港要带港币现金吗
澳门用人民币可以吗
美国小费一般给多少
在日本吃饭要给小费吗
韩国地铁怎么买票
伦敦地铁的牡蛎卡还能用吗
巴黎卢浮宫周几闭馆
兵马俑的门票多少钱
西湖要门票吗
黄山索道几点开始运营
泰山从哪个门上去比较常见
长城八达岭和慕田峪有什么区别
布达拉宫每天限流多少人
九寨沟几月份最好看
张家界国家森林公园门票有效期几天
三星堆博物馆要预约吗
上海迪士尼能带吃的进去吗
北京环球影城几点开园
成都大熊猫基地几点开门
重庆洪崖洞晚上几点亮灯
兰州牛肉面一般几点卖完
回民街是在西安哪个位置
火锅和串串有什么区别
重庆火锅和成都火锅有什么不同
广式早茶一般几点开始
北京烤鸭哪种吃法最正宗
潮汕牛肉火锅的部位都有哪些
臭豆腐是怎么做出来的
螺蛳粉为什么那么臭
兰州拉面和兰州牛肉面是一回事吗
日本拉面有几种汤底
寿司和刺身有什么区别
泰国菜常用的香料有哪些
韩国烤肉要自己烤吗
意大利人早上喝卡布奇诺吗
法国人吃饭一般几点
西班牙人晚饭为什么吃那么晚
清真餐厅的标志一般长什么样
素食和斋菜是一回事吗
农历十五是哪天
斋月今年是几月份
高原反应一般什么症状
海拔多少米以上会有高反
拉萨的海拔是多少
晕车药要提前多久吃
晕船贴有用吗
飞机起降时耳朵疼怎么缓解
坐飞机能带多少毫升液体
托运行李的重量限额一般多少
国际航班提前多久到机场
高铁提前多久停止检票
火车票什么时候开售
12306候补购票怎么用
春运什么时候开始抢票
国内航班可以改签几次
红眼航班是什么意思
廉航和全服务航空有什么区别
转机需要重新安检吗
过境免签是怎么回事
144小时过境免签有哪些城市
护照办理要多久
护照过期了还能用签证吗
港澳通行证怎么续签
申根签证能去几个国家
美国签证面签问什么
去台湾需要办什么证
新加坡入境卡怎么填
日本入境要填什么表
泰国落地签多少钱
马尔代夫需要签证吗
出境能带多少现金
海关对带肉制品有什么规定
从日本能带水果回国吗
退税怎么操作
欧洲退税在机场哪里办
免税店的东西有限额吗
国际驾照在日本能用吗
中国驾照在美国能开车吗
冰岛自驾要注意什么路况
新西兰是左舵还是右舵
香港开车靠左吗
自驾川藏线需要什么车
318国道有多长
青藏铁路要坐多久
北京到上海高铁多长时间
上海到杭州坐高铁多久
广州到深圳最快怎么去
成都到九寨沟怎么去
昆明到大理的高铁多久
从厦门去鼓浪屿坐哪个码头
从香港机场到市区怎么走
首尔仁川机场到市区有哪些方式
东京成田和羽田哪个离市区近
大阪关西机场到难波怎么走
巴黎戴高乐机场到市区怎么走
曼谷素万那普机场到市区打车多少钱
新加坡樟宜机场有什么好逛的
迪拜转机能出机场吗
哈尔滨冰雪大世界什么时候开
哈尔滨冬天最冷多少度
三亚一年四季的气温怎样
昆明为什么叫春城
海南台风季是几月
江南梅雨季是什么时候
新疆早晚温差有多大
北京秋天哪个月最舒服
日本樱花一般几月开
北海道薰衣草几月开
婺源油菜花几月最好
香山红叶什么时候最红
极光一般什么时候能看到
泰国雨季是几月到几月
巴厘岛几月是旱季
欧洲夏令时什么时候开始
日本和中国时差几小时
美国东部和北京时差多少
伦敦现在几点
泰国的插座是什么标准
欧洲用的插头和国内一样吗
日本电压是多少伏
在国外怎么打电话回国
出国手机卡怎么买比较方便
日本的便利店能用支付宝吗
欧洲能用微信支付吗
在泰国刷信用卡方便吗
去寺庙参观有什么礼仪
在日本泡温泉有什么规矩
去清真寺参观要注意什么
在泰国摸小孩的头是不是不礼貌
韩国人吃饭有什么餐桌礼仪
在中东穿着有什么要求
给日本人送礼送什么合适
在欧洲教堂能拍照吗
藏区转经要顺时针还是逆时针
布达拉宫里面能拍照吗
昆曲和京剧有什么区别
牡丹亭讲的是什么故事
德云社是谁创办的
梁祝是哪里的传说
越剧起源于哪里
苏州评弹用的是什么方言
五月天是哪一年组的乐队
周杰伦是哪里人
维也纳金色大厅在哪个区
宫崎骏有哪些代表作
灌篮高手的作者是谁
名侦探柯南连载多少年了
哈利波特的片场在伦敦哪里
新海诚的你的名字是在哪里取景的
鲁迅故里在绍兴哪里
红楼梦的作者是谁
金庸的小说一共有几部
汪曾祺是哪里人
张爱玲在上海住过哪里
武侯祠纪念的是谁
赤壁之战发生在哪里
大明宫是哪个朝代的
兵马俑是哪年发现的
故宫有多少个房间
长城总共有多长
丝绸之路起点在哪里
莫高窟有多少个洞窟
龙门石窟在哪个城市
应县木塔有多少年历史
三星堆出土了什么
景德镇为什么叫瓷都
宜兴紫砂壶怎么辨别真假
西湖十景是哪十景
苏州园林有哪几个最有名
黄鹤楼为什么有名
滕王阁序是谁写的
泰山为什么是五岳之首
华山有几条上山的路
峨眉山和乐山大佛离得远吗
熊猫一天吃多少竹子
东北虎园在哪个城市
鄱阳湖冬天有什么鸟
青海湖有多大
茶卡盐湖和翡翠湖是一个地方吗
喀纳斯在新疆哪里
呼伦贝尔草原什么时候最绿
稻城亚丁海拔多高
黄果树瀑布有多高
壶口瀑布在哪两个省交界
长白山天池一年能看到几次
崇礼有几个滑雪场
滑雪单板和双板哪个好学
潜水OW和AOW有什么区别
冲浪需要会游泳吗
马拉松全程多少公里
F1上海站一般几月
澳网在哪个城市办
NBA常规赛几月开始
老特拉福德能参观吗
高尔夫一场要打多久
古着和二手衣有什么区别
冰箱贴为什么成了旅游纪念品
哪里能寄明信片到国外
温泉水里的硫磺对皮肤好吗
剧本杀是什么
汉服和和服有什么区别
夜市一般几点开始
台湾夜市有哪些出名的小吃
咖啡的美式和拿铁有什么区别
精酿啤酒和工业啤酒有啥不同
岩茶和红茶有什么区别
葡萄酒的产区怎么分
米其林星级是怎么评的
马卡龙是哪个国家的甜点
鲜花饼是哪里的特产
凤梨酥和菠萝有关系吗
宫保鸡丁为什么叫这个名字
担担面是哪里的小吃
沙茶酱是用什么做的
土笋冻是什么做的
卤煮是什么东西
泡馍怎么掰
过桥米线的来历是什么
新疆大盘鸡是哪里发明的
内蒙古的奶茶是咸的还是甜的
西藏的酥油茶是什么味道
重庆小面和担担面有什么区别
湖南人是不是比四川人更能吃辣
广东人为什么爱喝汤
无锡菜为什么那么甜
青岛啤酒节一般几月
茅台镇在哪个省
柯基是什么品种的狗
宠物坐飞机需要办什么手续
带狗坐高铁可以吗
宠物出境需要打什么疫苗
一般酒店能带宠物入住吗
什么是酒店的行政酒廊
万豪和希尔顿的会员体系有什么区别
民宿和酒店有什么区别
青旅一般是什么样的
酒店入住一般几点
退房时间可以延迟吗
订酒店时免费取消是什么意思
酒店押金一般多少
经济舱和超级经济舱有什么区别
飞机上哪个座位最不颠
高铁一等座和二等座差多少
卧铺上中下铺价格一样吗
绿皮火车现在还有吗
网约车和出租车哪个便宜
共享单车能骑出城吗
旅游意外险和航班延误险有什么区别
出国旅游要买保险吗
签证被拒了多久能再申请
学生证买火车票能打几折
六十岁以上景区都免票吗
退伍军人去景区有优惠吗
导游证怎么考
空乘的员工票是怎么回事
黄金周是哪几天
2026年国庆放几天假
今年春节是几月几号
清明节怎么调休
五一假期一般几天
寒暑假一般从什么时候开始
元旦跨年倒计时哪里最热闹
西安城墙可以骑自行车吗
北京升旗仪式几点开始
洛阳牡丹花会是几月
长隆野生动物园可以自驾进去吗
"""


# ---------------------------------------------------------------- parsing

def parse_memories(text):
    """Return (statements, groups, pairs).

    statements: list of dict(text, cat, tags) in file order
    pairs: list of (query, [statement text], kind) for P/D lines
    """
    statements, pairs = [], []
    cat, group = None, None
    for ln, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            cat, group = line[3:].strip(), None
            continue
        head, _, body = line.partition(" ")
        body = body.strip()
        if head in ("S", "&"):
            tags = []
            m = re.match(r"\[([^\]]*)\]\s*(.*)", body)
            if m:
                tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
                body = m.group(2).strip()
            st = {"text": body, "cat": cat, "tags": tags}
            statements.append(st)
            if head == "S" or group is None:
                group = [body]
            else:
                group.append(body)
        elif head in ("P", "D"):
            if not group:
                raise ValueError(f"MEMORIES line {ln}: query before statement")
            pairs.append((body, list(group), "para" if head == "P" else "direct"))
        else:
            raise ValueError(f"MEMORIES line {ln}: bad line {raw!r}")
    return statements, pairs


def parse_tasks(text):
    tasks = []
    for ln, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not line.startswith("T "):
            raise ValueError(f"TASKS line {ln}: bad line {raw!r}")
        slots, _, query = line[2:].partition("|")
        tasks.append(([s.strip() for s in slots.split(",") if s.strip()], query.strip()))
    return tasks


def parse_general(text):
    return [l.strip() for l in text.splitlines() if l.strip()]


def _h(*parts):
    return hashlib.md5("\x1f".join(parts).encode("utf-8")).hexdigest()


def _conflict(tags_a, tags_b):
    for x, y in CONFLICTS:
        if (x in tags_a and y in tags_b) or (y in tags_a and x in tags_b):
            return True
    return False


def assign_tasks(tasks, statements, uses):
    by_cat = defaultdict(list)
    for st in statements:
        by_cat[st["cat"]].append(st)
    out = []
    for slots, query in tasks:
        chosen = []
        for slot in slots:
            name, _, filt = slot.partition(":")
            if name in GROUPS:
                cands = [st for c in GROUPS[name] for st in by_cat[c]]
                if name == "interest":
                    cands = [st for st in cands if "broad" in st["tags"]]
            elif name in by_cat:
                cands = list(by_cat[name])
            else:
                raise ValueError(f"unknown slot {slot!r} in task {query!r}")
            if filt:
                want = set(filt.split("+")) - {"-"}
                known = {t for st in cands for t in st["tags"]} - GLOBAL_TAGS
                if want - known:
                    raise ValueError(f"unknown aspect {want - known} in slot {slot!r}")
                cands = [st for st in cands
                         if not (set(st["tags"]) - GLOBAL_TAGS) or (set(st["tags"]) & want)]
            taken = {st["text"] for st in chosen}
            tags = set(t for st in chosen for t in st["tags"])
            ok = [st for st in cands
                  if st["text"] not in taken and uses[st["text"]] < MAX_USES
                  and not _conflict(tags, set(st["tags"]))]
            if not ok:
                raise ValueError(f"slot {slot!r} exhausted for task {query!r}")
            # least used first; among equals, a fixed pseudo-random order
            best = min(ok, key=lambda st: (uses[st["text"]], overlap(query, [st["text"]]) > 1,
                                          _h(query, st["text"])))
            chosen.append(best)
            uses[best["text"]] += 1
        out.append((query, [st["text"] for st in chosen], "task"))
    return out


# ---------------------------------------------------------------- overlap

# function characters that carry no topic; sharing them is not a leak
STOP = set("我你他她它的了是吗呢吧啊呀在有和与也都就要会能去一个这那些用户么什怎帮把给还很得着过来点到上下"
           "可以对多天好想说里中为被让从向再又及或而且就如果么儿些个们之其该")


def content_chars(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in STOP}


def overlap(query, statements):
    q = content_chars(query)
    m = set().union(*(content_chars(s) for s in statements)) if statements else set()
    return len(q & m)


# ---------------------------------------------------------------- build / validate

def build():
    statements, mem_pairs = parse_memories(MEMORIES)
    texts = [st["text"] for st in statements]
    dup = [t for t, n in Counter(texts).items() if n > 1]
    if dup:
        raise ValueError(f"duplicate statements: {dup}")
    uses = Counter()
    for _, rel, _ in mem_pairs:
        for r in rel:
            uses[r] += 1
    task_pairs = assign_tasks(parse_tasks(TASKS), statements, uses)
    pairs = [{"query": q, "relevant": rel, "kind": k} for q, rel, k in mem_pairs + task_pairs]
    rng = random.Random(SEED)
    rng.shuffle(pairs)
    general = parse_general(GENERAL)
    rng.shuffle(general)
    return {"format": FORMAT, "pairs": pairs, "general": general}


HAN = re.compile(r"[\u4e00-\u9fff]")


def validate(data, verbose=True):
    errs = []
    if data.get("format") != FORMAT:
        errs.append("bad format tag")
    pairs, general = data.get("pairs", []), data.get("general", [])
    kinds = Counter()
    uses = Counter()
    queries = Counter()
    ov = defaultdict(list)
    for i, p in enumerate(pairs):
        if set(p) != {"query", "relevant", "kind"}:
            errs.append(f"pair {i}: keys {sorted(p)}")
            continue
        q, rel, k = p["query"], p["relevant"], p["kind"]
        if k not in ("para", "task", "direct"):
            errs.append(f"pair {i}: kind {k!r}")
        if not isinstance(q, str) or not HAN.search(q) or q != q.strip():
            errs.append(f"pair {i}: bad query {q!r}")
        if not rel or not all(isinstance(r, str) and HAN.search(r) for r in rel):
            errs.append(f"pair {i}: bad relevant {rel!r}")
        if len(set(rel)) != len(rel):
            errs.append(f"pair {i}: repeated statement in relevant")
        if k == "task" and not 2 <= len(rel) <= 4:
            errs.append(f"pair {i}: task with {len(rel)} statements")
        if k != "task" and not 1 <= len(rel) <= 2:
            errs.append(f"pair {i}: {k} with {len(rel)} statements")
        kinds[k] += 1
        queries[q] += 1
        uses.update(rel)
        n = overlap(q, rel)
        ov[k].append(n)
        limit = {"para": 2, "task": 2, "direct": 4}.get(k, 0)
        if n > limit:
            errs.append(f"pair {i} ({k}): {n} shared chars: {q} <-> {rel}")
    for q, n in queries.items():
        if n > 1:
            errs.append(f"duplicate query: {q}")
    for s, n in uses.items():
        if n > MAX_USES:
            errs.append(f"statement used {n} times: {s}")
    gset = Counter(general)
    for g, n in gset.items():
        if n > 1:
            errs.append(f"duplicate general: {g}")
        if g in queries:
            errs.append(f"general also a pair query: {g}")
        if not HAN.search(g):
            errs.append(f"general without Chinese: {g}")
    total = len(pairs)
    if not 650 <= total <= 760:
        errs.append(f"pair count {total} outside 650..760")
    if not 220 <= len(general) <= 290:
        errs.append(f"general count {len(general)} outside 220..290")
    if total:
        share = {k: kinds[k] / total for k in ("para", "task", "direct")}
        for k, (lo, hi) in {"para": (0.40, 0.50), "task": (0.35, 0.45), "direct": (0.10, 0.20)}.items():
            if not lo <= share[k] <= hi:
                errs.append(f"{k} share {share[k]:.2f} outside {lo}..{hi}")
    if verbose:
        print(f"pairs: {total}  " + "  ".join(f"{k}={kinds[k]} ({kinds[k] / max(total, 1):.0%})"
                                            for k in ("para", "task", "direct")))
        print(f"general: {len(general)}")
        print(f"distinct statements: {len(uses)}  max reuse: {max(uses.values()) if uses else 0}  "
              f"reuse histogram: {dict(sorted(Counter(uses.values()).items()))}")
        tl = Counter(len(p["relevant"]) for p in pairs if p["kind"] == "task")
        print(f"task relevant sizes: {dict(sorted(tl.items()))}")
        for k in ("para", "task", "direct"):
            v = ov[k]
            if v:
                print(f"shared content chars query<->relevant [{k}]: mean {sum(v) / len(v):.2f}  "
                      f"zero {sum(1 for x in v if x == 0) / len(v):.0%}  max {max(v)}")
    return errs


def main(argv):
    if "--check" in argv:
        data = json.loads(OUT.read_text(encoding="utf-8"))
        errs = validate(data)
    else:
        data = build()
        errs = validate(data)
        if not errs:
            OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {OUT}")
    for e in errs:
        print("ERROR:", e)
    if errs:
        print(f"{len(errs)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
