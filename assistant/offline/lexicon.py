"""Words the offline planner recognises, mapped onto the knowledge base's tags.

Plain data, shared by `constraints` (reading memories and messages) and
`planner` (wording replies). Longest words are matched first, so "牛奶" is
dairy before "牛" is beef.
"""
from __future__ import annotations

import re
from typing import Mapping

# Food words → ingredient tags. Freshwater fish counts as seafood on purpose
# (see assets/knowledge/README.md): a wrong exclusion is cheap, a wrong dish is not.
FOOD_WORDS: Mapping[str, str] = {
    "海鲜": "seafood", "海产品": "seafood", "海产": "seafood", "水产": "seafood",
    "鱼虾": "seafood", "鱼": "seafood",
    "贝类": "shellfish", "贝壳": "shellfish", "虾蟹": "shellfish", "虾": "shellfish",
    "螃蟹": "shellfish", "蟹": "shellfish", "生蚝": "shellfish", "海蛎": "shellfish",
    "蚝": "shellfish", "扇贝": "shellfish", "甲壳类": "shellfish",
    "花生酱": "peanut", "花生": "peanut",
    "坚果": "nuts", "核桃": "nuts", "腰果": "nuts", "杏仁": "nuts", "果仁": "nuts",
    "牛奶": "dairy", "奶制品": "dairy", "乳制品": "dairy", "乳糖": "dairy", "奶": "dairy",
    "牛肉": "beef", "牛": "beef",
    "猪肉": "pork", "大肉": "pork", "猪": "pork",
    "羊肉": "mutton", "羊": "mutton",
    "辣椒": "spicy", "麻辣": "spicy", "辣": "spicy",
    "芒果": "mango",
    "鸡蛋": "egg", "蛋类": "egg", "蛋": "egg",
    "酒精": "alcohol", "喝酒": "alcohol", "酒": "alcohol",
    "seafood": "seafood", "fish": "seafood",
    "shellfish": "shellfish", "shrimp": "shellfish", "prawns": "shellfish", "prawn": "shellfish",
    "crab": "shellfish", "lobster": "shellfish", "oysters": "shellfish", "oyster": "shellfish",
    "clams": "shellfish", "mussels": "shellfish",
    "peanuts": "peanut", "peanut": "peanut",
    "tree nuts": "nuts", "nuts": "nuts", "nut": "nuts", "walnuts": "nuts", "almonds": "nuts",
    "beef": "beef", "pork": "pork", "bacon": "pork", "ham": "pork",
    "lamb": "mutton", "mutton": "mutton",
    "spicy food": "spicy", "spicy": "spicy", "chili": "spicy", "chilli": "spicy",
    "mangoes": "mango", "mango": "mango",
    "eggs": "egg", "egg": "egg",
    "dairy": "dairy", "milk": "dairy", "lactose": "dairy", "cheese": "dairy",
    "alcohol": "alcohol", "wine": "alcohol", "beer": "alcohol",
}

# Slot suffixes the extractor may use (allergy.<x>, diet.<x>) → ingredient tag.
SLOT_FOOD: Mapping[str, str] = {
    "seafood": "seafood", "fish": "seafood", "shellfish": "shellfish", "shrimp": "shellfish",
    "crab": "shellfish", "crustacean": "shellfish", "peanut": "peanut", "peanuts": "peanut",
    "nuts": "nuts", "nut": "nuts", "tree_nuts": "nuts", "tree_nut": "nuts",
    "beef": "beef", "pork": "pork", "mutton": "mutton", "lamb": "mutton",
    "spicy": "spicy", "mango": "mango", "egg": "egg", "eggs": "egg",
    "dairy": "dairy", "milk": "dairy", "lactose": "dairy", "alcohol": "alcohol",
}

FOOD_ZH: Mapping[str, str] = {
    "seafood": "海鲜", "shellfish": "贝类虾蟹", "peanut": "花生", "nuts": "坚果",
    "spicy": "辣", "pork": "猪肉", "beef": "牛肉", "mutton": "羊肉", "dairy": "乳制品",
    "egg": "鸡蛋", "mango": "芒果", "alcohol": "酒精",
}

# Sight topics for likes/dislikes → sight tags.
TOPIC_WORDS: Mapping[str, str] = {
    "博物馆": "museum", "展览": "museum", "自然风光": "nature", "大自然": "nature",
    "自然": "nature", "山水": "nature", "风景": "nature", "海边": "beach", "沙滩": "beach",
    "海滩": "beach", "海岛": "beach", "夜景": "night", "夜市": "night", "夜生活": "night",
    "历史": "history", "古迹": "history", "古建筑": "history", "人文": "culture",
    "文化": "culture", "购物": "shopping", "逛街": "shopping", "美食": "food", "小吃": "food",
    "寺庙": "temple", "寺院": "temple", "公园": "park", "爬山": "hiking", "徒步": "hiking",
    "登山": "hiking", "拍照": "photo", "摄影": "photo", "出片": "photo", "人多": "crowds",
    "人挤人": "crowds", "拥挤": "crowds", "排队": "crowds", "人山人海": "crowds",
    "热闹": "crowds", "游船": "boat", "坐船": "boat", "演出": "show", "表演": "show",
    "museums": "museum", "museum": "museum", "nature": "nature", "scenery": "nature",
    "beaches": "beach", "beach": "beach", "nightlife": "night", "night views": "night",
    "history": "history", "historic sites": "history", "culture": "culture",
    "shopping": "shopping", "food": "food", "temples": "temple", "temple": "temple",
    "parks": "park", "park": "park", "hiking": "hiking", "photography": "photo",
    "crowds": "crowds", "crowded": "crowds", "queues": "crowds", "boats": "boat",
    "boat": "boat", "shows": "show",
}

# Slot suffixes for like.<x>/dislike.<x> that are not in TOPIC_WORDS.
SLOT_TOPIC: Mapping[str, str] = {
    "museum": "museum", "museums": "museum", "nature": "nature", "beach": "beach",
    "night": "night", "nightlife": "night", "history": "history", "culture": "culture",
    "shopping": "shopping", "food": "food", "temple": "temple", "park": "park",
    "hiking": "hiking", "photo": "photo", "photography": "photo", "crowds": "crowds",
    "crowd": "crowds", "boat": "boat", "show": "show", "kids": "kids",
}

TOPIC_ZH: Mapping[str, str] = {
    "museum": "博物馆", "nature": "自然风光", "beach": "海边", "night": "夜景",
    "history": "历史古迹", "culture": "人文", "shopping": "购物", "food": "美食",
    "temple": "寺庙", "park": "公园", "hiking": "爬山徒步", "photo": "拍照",
    "crowds": "热闹的地方", "boat": "坐船", "show": "看演出", "kids": "亲子项目",
}

HOTEL_WORDS: Mapping[str, str] = {
    "安静": "quiet", "清静": "quiet", "怕吵": "quiet", "太吵": "quiet", "嫌吵": "quiet",
    "噪音": "quiet", "浴缸": "bathtub", "泡澡": "bathtub", "海景": "sea_view",
    "无障碍": "accessible", "市中心": "central", "交通方便": "central", "地铁站": "central",
    "亲子房": "family", "家庭房": "family",
    "quiet": "quiet", "noisy": "quiet", "noise": "quiet", "bathtub": "bathtub",
    "sea view": "sea_view", "ocean view": "sea_view", "accessible": "accessible",
    "central": "central", "downtown": "central", "family room": "family",
}

TRAIT_ZH: Mapping[str, str] = {
    "quiet": "安静", "family": "亲子", "accessible": "无障碍", "budget": "经济",
    "luxury": "高端", "pet_friendly": "可带宠物", "bathtub": "有浴缸", "central": "交通便利",
    "sea_view": "海景",
}

HOTEL_PHRASE: Mapping[str, str] = {
    "quiet": "喜欢安静的酒店", "bathtub": "想要有浴缸的房间", "sea_view": "喜欢海景房",
    "accessible": "需要无障碍设施", "family": "需要亲子房", "central": "喜欢住在交通方便的地方",
    "pet_friendly": "带宠物出行", "luxury": "喜欢高端酒店", "budget": "喜欢经济型住宿",
}

PACE_ZH: Mapping[str, str] = {"light": "轻松", "moderate": "适中", "intense": "较累"}
WALKING_ZH: Mapping[str, str] = {"low": "步行少", "medium": "步行适中", "high": "步行多"}
BAND_ZH: Mapping[str, str] = {"budget": "经济", "mid": "中等", "high": "高端"}


def word_pattern(words: Mapping[str, str]) -> re.Pattern[str]:
    """One alternation, longest word first; English words only match whole words."""
    parts = []
    for word in sorted(words, key=lambda w: (-len(w), w)):
        escaped = re.escape(word)
        parts.append(rf"(?<![a-z]){escaped}(?![a-z])" if word.isascii() else escaped)
    return re.compile("|".join(parts), re.I)


FOOD_RE = word_pattern(FOOD_WORDS)
TOPIC_RE = word_pattern(TOPIC_WORDS)
HOTEL_RE = word_pattern(HOTEL_WORDS)
