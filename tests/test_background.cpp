// The thread behind the Training and Model sessions (app/model/background.hpp): it works
// while there is work, wait_idle() returns once what was asked is worked out, a snapshot is
// never changed once published, work that goes on by itself goes on until it is stopped,
// and stop() ends the thread with work still asked for.
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "model/background.hpp"

namespace {

using attn::app::BackgroundSession;

struct Counted {
  int value = 0;
};

TEST(BackgroundSession, WorksWhatIsAskedAndPublishesIt) {
  int asked = 0;  // under the thread's lock
  int done = 0;   // the thread's own
  BackgroundSession<Counted> thread;
  thread.start([&] { return asked > 0; },
               [&] {
                 thread.locked([&] { --asked; });
                 ++done;
                 auto s = std::make_shared<Counted>();
                 s->value = done;
                 thread.publish(std::move(s));
               });
  EXPECT_EQ(thread.snapshot()->value, 0) << "an empty snapshot before any work";
  const std::shared_ptr<const Counted> first = thread.snapshot();
  thread.ask([&] { asked += 5; });
  thread.wait_idle();
  EXPECT_TRUE(thread.settled());
  EXPECT_EQ(thread.snapshot()->value, 5);
  EXPECT_EQ(first->value, 0) << "a snapshot once published is never changed";
  thread.ask([&] { asked += 1; });
  thread.wait_idle();
  EXPECT_EQ(thread.snapshot()->value, 6);
  thread.stop();
}

TEST(BackgroundSession, WorkThatGoesOnByItselfGoesOnUntilItIsStopped) {
  std::atomic<int> turns{0};
  bool running = false;  // under the lock: turns go on while it is set
  BackgroundSession<Counted> thread;
  thread.start([&] { return running; },
               [&] {
                 ++turns;
                 std::this_thread::sleep_for(std::chrono::milliseconds(1));
               });
  thread.ask([&] { running = true; });
  EXPECT_FALSE(thread.settled());
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (turns < 5 && std::chrono::steady_clock::now() < until) std::this_thread::yield();
  EXPECT_GE(turns.load(), 5) << "it keeps working while running";
  EXPECT_FALSE(thread.settled());
  thread.ask([&] { running = false; });
  thread.wait_idle();
  EXPECT_TRUE(thread.settled());
  const int after = turns;
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(turns.load(), after) << "no turn once it is at rest";
  thread.stop();
}

TEST(BackgroundSession, StopEndsTheThreadWithWorkStillAsked) {
  std::vector<int> queue;  // under the lock
  BackgroundSession<Counted> thread;
  std::atomic<int> done{0};
  thread.start([&] { return !queue.empty(); },
               [&] {
                 thread.locked([&] { queue.pop_back(); });
                 std::this_thread::sleep_for(std::chrono::milliseconds(5));
                 ++done;
               });
  thread.ask([&] { queue.assign(1000, 1); });
  thread.stop();
  EXPECT_LT(done.load(), 1000);
  thread.stop();  // a second stop does nothing
}

}  // namespace
