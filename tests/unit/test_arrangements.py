"""Which one-at-a-time arrangements a memory names (memory/arrangements.py)."""
import pytest

from memory.arrangements import arrangements


@pytest.mark.parametrize("text, name", [
    ("用户家请的钟点工张阿姨每周二、周五上午来", "cleaner"),
    ("用户望京的新家装的是北京移动的千兆宽带，送了一套Mesh组网", "broadband"),
    ("用户鼓楼那套房的贷款在招商银行办的纯商贷，三十年等额本息", "mortgage"),
    ("用户新租的小院每月四千二，跟房东直签，半年付一次", "rent"),
    ("用户把家里的备用钥匙交给了住同一个小区的大学同学陈露保管", "key"),
    ("用户跟团出门时，家里的兰花托对门邻居小杜浇水", "plant_care"),
    ("用户出门时，家里的植物交给同住大学城的花艺师朋友Coco照看", "plant_care"),
    ("用户家两个孩子放学平时是岳母去接", "school_run"),
    ("锦城花园的快递都堆在门岗，业主投诉很多", "parcels"),
])
def test_an_arrangement_is_named(text, name):
    assert name in arrangements(text)


@pytest.mark.parametrize("text", ["用户对花生过敏，吃一点就起疹子", "用户喜欢住带阳台的民宿", "用户的女儿今年五岁",
                                  "用户的手机号是13800001111"])
def test_additive_facts_name_no_arrangement(text):
    assert arrangements(text) == frozenset()
