#include "core/teaching/max_flow.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <string>

#include "core/base/types.hpp"

namespace attn {
namespace {

void require_node(int node, int nodes, const char* what) {
  if (node < 0 || node >= nodes) {
    throw AttentionError(std::string(what) + " " + std::to_string(node) + " is outside a network of " +
                         std::to_string(nodes) + " nodes");
  }
}

}  // namespace

FlowNetwork::FlowNetwork(int nodes) {
  if (nodes < 0) throw AttentionError("a network cannot have " + std::to_string(nodes) + " nodes");
  edges_.resize(static_cast<std::size_t>(nodes));
}

void FlowNetwork::add_edge(int from, int to, double capacity) {
  require_node(from, nodes(), "node");
  require_node(to, nodes(), "node");
  if (!(capacity >= 0.0) || !std::isfinite(capacity)) {
    throw AttentionError("an edge's capacity must be finite and at least 0, got " + std::to_string(capacity));
  }
  auto& out = edges_[static_cast<std::size_t>(from)];
  auto& in = edges_[static_cast<std::size_t>(to)];
  // The reverse edge (capacity 0) carries what is pushed back; a self-loop carries nothing.
  out.push_back({to, in.size() + (from == to ? 1 : 0), capacity, 0.0});
  in.push_back({from, out.size() - 1, 0.0, 0.0});
  epsilon_ = std::max(epsilon_, capacity * 1e-12);
}

double FlowNetwork::room(const Edge& e) const { return e.capacity - e.flow; }

bool FlowNetwork::levels_from(int source, int sink) {
  level_.assign(edges_.size(), -1);
  std::deque<int> queue{source};
  level_[static_cast<std::size_t>(source)] = 0;
  while (!queue.empty()) {
    const int node = queue.front();
    queue.pop_front();
    for (const Edge& e : edges_[static_cast<std::size_t>(node)]) {
      if (level_[static_cast<std::size_t>(e.to)] < 0 && room(e) > epsilon_) {
        level_[static_cast<std::size_t>(e.to)] = level_[static_cast<std::size_t>(node)] + 1;
        queue.push_back(e.to);
      }
    }
  }
  return level_[static_cast<std::size_t>(sink)] >= 0;
}

// A blocking flow's augmenting path from `node`, at most `limit`: depth first along the
// level graph, each node resuming at the edge where it stopped.
double FlowNetwork::push(int node, int sink, double limit) {
  if (node == sink) return limit;
  auto& out = edges_[static_cast<std::size_t>(node)];
  for (std::size_t& i = next_[static_cast<std::size_t>(node)]; i < out.size(); ++i) {
    Edge& e = out[i];
    if (room(e) <= epsilon_ ||
        level_[static_cast<std::size_t>(e.to)] != level_[static_cast<std::size_t>(node)] + 1) {
      continue;
    }
    const double pushed = push(e.to, sink, std::min(limit, room(e)));
    if (pushed > 0.0) {
      e.flow += pushed;
      edges_[static_cast<std::size_t>(e.to)][e.back].flow -= pushed;
      return pushed;
    }
  }
  return 0.0;
}

double FlowNetwork::max_flow(int source, int sink) {
  require_node(source, nodes(), "the source");
  require_node(sink, nodes(), "the sink");
  if (source == sink) throw AttentionError("a flow needs a source other than its sink");
  for (auto& out : edges_) {
    for (Edge& e : out) e.flow = 0.0;
  }
  source_ = source;
  double total = 0.0;
  while (levels_from(source, sink)) {
    next_.assign(edges_.size(), 0);
    while (true) {
      const double pushed = push(source, sink, std::numeric_limits<double>::infinity());
      if (pushed <= 0.0) break;
      total += pushed;
    }
  }
  return total;
}

std::vector<bool> FlowNetwork::source_side() const {
  std::vector<bool> reached(edges_.size(), false);
  if (source_ < 0) return reached;
  std::deque<int> queue{source_};
  reached[static_cast<std::size_t>(source_)] = true;
  while (!queue.empty()) {
    const int node = queue.front();
    queue.pop_front();
    for (const Edge& e : edges_[static_cast<std::size_t>(node)]) {
      if (!reached[static_cast<std::size_t>(e.to)] && room(e) > epsilon_) {
        reached[static_cast<std::size_t>(e.to)] = true;
        queue.push_back(e.to);
      }
    }
  }
  return reached;
}

}  // namespace attn
