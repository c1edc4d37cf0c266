"""Offline mode (R30): a deterministic travel planner over the bundled knowledge base."""
from assistant.offline.knowledge import KnowledgeBase, KnowledgeError, load_knowledge
from assistant.offline.planner import OfflinePlanner, OfflineReply

__all__ = ["KnowledgeBase", "KnowledgeError", "OfflinePlanner", "OfflineReply", "load_knowledge"]
