#include "model/worker.hpp"

#include <string>
#include <utility>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

// Storage given back larger than this is freed rather than kept for the next recompute, so
// that a long input holds one computation at rest, not two.
constexpr std::size_t kKeepSpareBytes = std::size_t{128} << 20;

}  // namespace

ComputeWorker::ComputeWorker(std::function<void()> wake) : thread_(std::move(wake)) {
  // Looked at in this order: storage to free first, then the computation, then the jobs
  // that read it or run cases of their own.
  thread_.serve(to_free_, Lane<std::unique_ptr<Computation>>{[](std::unique_ptr<Computation>& garbage) {
                                                              garbage.reset();
                                                              return std::monostate{};
                                                            },
                                                            {}, {}, {}});
  auto& computations = channel<ComputeRequest>();
  Lane<ComputeRequest, std::unique_ptr<Computation>> compute_lane;
  compute_lane.make = [this, &computations](ComputeRequest& request) {
    // A finished result nobody took yet is older than this request: its storage is reused.
    std::unique_ptr<Computation> buffer = thread_.locked([&] {
      std::unique_ptr<Computation> b;
      if (computations.done) {
        b = std::move(*computations.done);
        computations.done.reset();
      } else if (spare_) {
        b = std::move(spare_);
      }
      return b;
    });
    if (!buffer) buffer = std::make_unique<Computation>();
    compute(request, *buffer);
    return buffer;
  };
  compute_lane.describe = [](const ComputeRequest& request) { return computation_words(request); };
  // Superseded: dropped, its storage kept for the next.
  compute_lane.superseded = [this](std::unique_ptr<Computation>& c) {
    if (!spare_) spare_ = std::move(c);
  };
  thread_.serve(computations, std::move(compute_lane));

  Lane<DetailRequest, FocusDetail> detail_lane;
  detail_lane.make = [](DetailRequest& request) { return make_detail(request); };
  // It reads the shown source: not while a finished computation waits to be swapped in.
  detail_lane.may_start = [&computations] { return !computations.done.has_value(); };
  detail_lane.describe = [](const DetailRequest& request) {
    const auto t = request.slot->result.q_tokens.size();
    return fmt(tr("the scores of head {0} ({1} × {1})"), request.head + 1, t);
  };
  thread_.serve(channel<DetailRequest>(), std::move(detail_lane));

  Lane<LeakRequest, LeakSlot> leak_lane;
  leak_lane.make = [](LeakRequest& request) { return make_leaks(request); };
  leak_lane.describe = [](const LeakRequest&) { return std::string(tr("the leak test (4 runs of attention)")); };
  thread_.serve(channel<LeakRequest>(), std::move(leak_lane));

  Lane<MeaningRequest, MeaningSlot> meaning_lane;
  meaning_lane.make = [](MeaningRequest& request) { return make_meaning(request); };
  meaning_lane.describe = [](const MeaningRequest& request) {
    return fmt(tr("how context moves \"{0}\""), request.word);
  };
  thread_.serve(channel<MeaningRequest>(), std::move(meaning_lane));

  Lane<DiffRequest, DiffSlot> diff_lane;
  diff_lane.make = [](DiffRequest& request) { return make_diff(request); };
  diff_lane.describe = [](const DiffRequest& request) { return diff_words(request); };
  thread_.serve(channel<DiffRequest>(), std::move(diff_lane));
  thread_.start();
}

ComputeWorker::~ComputeWorker() { thread_.stop(); }

void ComputeWorker::submit(ComputeRequest request) {
  auto& computations = channel<ComputeRequest>();
  auto& detail = channel<DetailRequest>();
  std::optional<FocusDetail> old_detail;  // freed outside the lock
  thread_.ask([&] {
    newest_ = request.generation;
    computations.asked = std::move(request);
    detail.asked.reset();
    old_detail = std::move(detail.done);
    detail.done.reset();
  });
}

std::unique_ptr<Computation> ComputeWorker::take() {
  auto& computations = channel<ComputeRequest>();
  auto& detail = channel<DetailRequest>();
  std::optional<FocusDetail> old_detail;  // freed outside the lock
  return thread_.locked([&]() -> std::unique_ptr<Computation> {
    if (!computations.done || detail.running) return nullptr;
    std::unique_ptr<Computation> c = std::move(*computations.done);
    computations.done.reset();
    if (c->generation != newest_) {  // superseded while it waited
      if (!spare_) spare_ = std::move(c);
      return nullptr;
    }
    detail.asked.reset();
    old_detail = std::move(detail.done);
    detail.done.reset();
    return c;
  });
}

void ComputeWorker::give_back(std::unique_ptr<Computation> old) {
  if (!old) return;
  // Large storage is freed on the worker thread; only when it still has an older one to
  // free does that one go here, at the end of this call.
  std::optional<std::unique_ptr<Computation>> older;
  const bool kept = thread_.locked([&] {
    if (computation_bytes(*old) <= kKeepSpareBytes && !spare_) {
      spare_ = std::move(old);
      return true;
    }
    older = std::move(to_free_.asked);
    to_free_.asked.reset();
    return false;
  });
  if (!kept) thread_.ask(to_free_, std::move(old));
}

}  // namespace attn::app
