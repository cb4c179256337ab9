// The maximum flow through a network with real capacities, and the minimum cut it finds
// (Dinic's algorithm: augmenting along shortest paths, level graph by level graph). The
// attention flow of rollout.hpp asks it one question per input token.
//
// Legend: n nodes numbered 0..n−1, edges with capacities ≥ 0 (doubles).
#pragma once

#include <cstddef>
#include <vector>

namespace attn {

class FlowNetwork {
 public:
  explicit FlowNetwork(int nodes);

  int nodes() const { return static_cast<int>(edges_.size()); }
  // A directed edge; parallel edges add up. Throws AttentionError for a node outside the
  // network or a capacity that is negative or not finite.
  void add_edge(int from, int to, double capacity);

  // The value of a maximum flow from `source` to `sink` (0 when sink cannot be reached).
  // Starts from no flow each time, so the same network answers several questions. Throws
  // AttentionError when source = sink or either is outside the network.
  double max_flow(int source, int sink);

  // After max_flow: the nodes still reachable from the source through edges with room left,
  // the source's side of a minimum cut (its capacity out of them is the flow's value).
  std::vector<bool> source_side() const;

 private:
  struct Edge {
    int to;
    std::size_t back;  // the reverse edge's place in edges_[to]
    double capacity;
    double flow;
  };
  bool levels_from(int source, int sink);
  double push(int node, int sink, double limit);
  double room(const Edge& e) const;

  std::vector<std::vector<Edge>> edges_;
  std::vector<int> level_;
  std::vector<std::size_t> next_;  // the next edge of each node to try in this level graph
  double epsilon_ = 0.0;           // room below this is none (rounding of the sums)
  int source_ = -1;
};

}  // namespace attn
