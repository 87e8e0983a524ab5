import Cassowary
print("autolayout")
