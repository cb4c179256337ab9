// The count of engine calls made on the thread that draws (core/base/engine_calls.hpp): a
// thread that marks itself has its calls counted, with the first entry point named; every
// other thread's calls are not, however many.
#include <thread>

#include <gtest/gtest.h>

#include "core/base/engine_calls.hpp"
#include "core/teaching/case.hpp"

using namespace attn;

namespace {

AttentionCase small_case() {
  AttentionCase c;
  c.config.d_model = 16;
  c.config.heads = 4;
  c.from_text = true;
  c.text = "a fluffy blue creature";
  return c;
}

}  // namespace

TEST(EngineCalls, OnlyTheMarkedThreadsCallsAreCounted) {
  const long long before = engine_entries_on_frame_thread();
  std::thread worker([] {
    EXPECT_FALSE(on_frame_thread());
    for (int i = 0; i < 3; ++i) run_case(small_case());
  });
  worker.join();
  EXPECT_EQ(engine_entries_on_frame_thread(), before) << "a worker's calls are not the frame's";

  std::thread frame([] {
    mark_frame_thread();
    EXPECT_TRUE(on_frame_thread());
    run_case(small_case());
  });
  frame.join();
  // run_case, and multi_head_attention inside it (with the products it makes).
  EXPECT_GE(engine_entries_on_frame_thread(), before + 2);
  EXPECT_FALSE(first_engine_entry_on_frame_thread().empty());
  EXPECT_FALSE(on_frame_thread()) << "this thread never marked itself";
}
