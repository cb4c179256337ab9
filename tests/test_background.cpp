// The thread behind the compute worker and the Training and Model sessions
// (app/model/background.hpp): the latest request of a kind wins over one not started and a
// result whose request was replaced is dropped; a result is handed over once, with the wake
// called; a request waits while its lane may not start; wait_until_settled returns once what
// was asked is worked out; a snapshot is never changed once published; work that goes on by
// itself goes on until it is stopped; stop() ends the thread with work still asked for.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <optional>
#include <string>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "model/background.hpp"

namespace {

using attn::app::BackgroundWorker;
using attn::app::Channel;
using attn::app::Lane;

struct Counted {
  int value = 0;
};

// A gate the test opens: the thread's work waits at it.
class Gate {
 public:
  void wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    ++waiting_;
    open_cv_.wait(lock, [this] { return open_; });
  }
  void open() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      open_ = true;
    }
    open_cv_.notify_all();
  }
  bool someone_waits() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return waiting_ > 0;
  }

 private:
  std::mutex mutex_;
  std::condition_variable open_cv_;
  bool open_ = false;
  int waiting_ = 0;
};

void until(const std::function<bool()>& done) {
  const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done() && std::chrono::steady_clock::now() < limit) std::this_thread::yield();
  ASSERT_TRUE(done());
}

TEST(BackgroundWorker, TheLatestRequestWinsAndAReplacedOnesResultIsDropped) {
  Gate gate;
  std::vector<int> made;  // the thread's own, read once it is settled
  std::atomic<int> wakes{0};
  Channel<int, int> squares;
  BackgroundWorker<> thread([&] { ++wakes; });
  Lane<int, int> lane;
  lane.make = [&](int& n) {
    if (n == 1) gate.wait();
    made.push_back(n);
    return n * n;
  };
  lane.describe = [](const int& n) { return "squaring " + std::to_string(n); };
  thread.serve(squares, lane);
  thread.start();

  thread.ask(squares, 1);
  until([&] { return gate.someone_waits(); });
  EXPECT_EQ(thread.what(), "squaring 1");
  thread.ask(squares, 2);  // waits behind 1 …
  thread.ask(squares, 3);  // … and is replaced before it starts
  EXPECT_TRUE(thread.busy());
  EXPECT_FALSE(thread.wait_until_settled(0.05)) << "1 is still running";
  gate.open();
  EXPECT_TRUE(thread.wait_until_settled(-1.0));
  EXPECT_EQ(made, (std::vector<int>{1, 3})) << "2 never ran";
  EXPECT_TRUE(thread.busy()) << "a result waits to be taken";
  const std::optional<int> result = thread.take(squares);
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(*result, 9) << "1's result was dropped: 3 was asked after it";
  EXPECT_FALSE(thread.take(squares).has_value()) << "handed over once";
  EXPECT_FALSE(thread.busy());
  EXPECT_EQ(wakes.load(), 1) << "woken for the result handed over, not for the one dropped";
  thread.stop();
}

TEST(BackgroundWorker, ARequestWaitsWhileItsLaneMayNotStart) {
  bool allowed = false;  // under the lock
  Channel<int, int> held;
  BackgroundWorker<> thread;
  Lane<int, int> lane;
  lane.make = [](int& n) { return n + 100; };
  lane.may_start = [&] { return allowed; };
  thread.serve(held, lane);
  thread.start();
  thread.ask(held, 5);
  EXPECT_FALSE(thread.wait_until_settled(0.05)) << "asked, not started";
  EXPECT_FALSE(thread.take(held).has_value());
  thread.ask([&] { allowed = true; });
  thread.wait_until_settled(-1.0);
  EXPECT_EQ(thread.take(held), std::optional<int>(105));
  thread.stop();
}

TEST(BackgroundWorker, AReplacedRequestsResultIsHandedBackForItsStorage) {
  Gate gate;
  Channel<int, std::vector<int>> lists;
  std::vector<std::vector<int>> recycled;  // under the lock
  BackgroundWorker<> thread;
  Lane<int, std::vector<int>> lane;
  lane.make = [&](int& n) {
    if (n == 1) gate.wait();
    return std::vector<int>(static_cast<std::size_t>(n), n);
  };
  lane.superseded = [&](std::vector<int>& old) { recycled.push_back(std::move(old)); };
  thread.serve(lists, lane);
  thread.start();
  thread.ask(lists, 1);
  until([&] { return gate.someone_waits(); });
  thread.ask(lists, 2);
  gate.open();
  thread.wait_until_settled(-1.0);
  EXPECT_EQ(thread.take(lists), std::optional<std::vector<int>>(std::vector<int>{2, 2}));
  const std::vector<std::vector<int>> kept = thread.locked([&] { return recycled; });
  EXPECT_EQ(kept, (std::vector<std::vector<int>>{{1}})) << "1's result, replaced, given to be reused";
  thread.stop();
}

TEST(BackgroundWorker, WorksWhatIsAskedAndPublishesIt) {
  int asked = 0;  // under the thread's lock
  int done = 0;   // the thread's own
  std::atomic<int> wakes{0};
  BackgroundWorker<Counted> thread([&] { ++wakes; });
  thread.serve_while([&] { return asked > 0; },
                     [&] {
                       thread.locked([&] { --asked; });
                       ++done;
                       auto s = std::make_shared<Counted>();
                       s->value = done;
                       thread.publish(std::move(s));
                     });
  thread.start();
  EXPECT_EQ(thread.snapshot()->value, 0) << "an empty snapshot before any work";
  const std::shared_ptr<const Counted> first = thread.snapshot();
  thread.ask([&] { asked += 5; });
  thread.wait_until_settled();
  EXPECT_TRUE(thread.settled());
  EXPECT_EQ(thread.snapshot()->value, 5);
  EXPECT_EQ(first->value, 0) << "a snapshot once published is never changed";
  EXPECT_EQ(wakes.load(), 5) << "woken for each snapshot";
  thread.ask([&] { asked += 1; });
  thread.wait_until_settled();
  EXPECT_EQ(thread.snapshot()->value, 6);
  thread.stop();
}

TEST(BackgroundWorker, WorkThatGoesOnByItselfGoesOnUntilItIsStopped) {
  std::atomic<int> turns{0};
  bool running = false;  // under the lock: turns go on while it is set
  BackgroundWorker<Counted> thread;
  thread.serve_while([&] { return running; },
                     [&] {
                       ++turns;
                       std::this_thread::sleep_for(std::chrono::milliseconds(1));
                     });
  thread.start();
  thread.ask([&] { running = true; });
  EXPECT_FALSE(thread.settled());
  until([&] { return turns >= 5; });
  EXPECT_FALSE(thread.settled());
  thread.ask([&] { running = false; });
  thread.wait_until_settled();
  EXPECT_TRUE(thread.settled());
  const int after = turns;
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(turns.load(), after) << "no turn once it is at rest";
  thread.stop();
}

TEST(BackgroundWorker, StopEndsTheThreadWithWorkStillAsked) {
  std::vector<int> queue;  // under the lock
  BackgroundWorker<Counted> thread;
  std::atomic<int> done{0};
  thread.serve_while([&] { return !queue.empty(); },
                     [&] {
                       thread.locked([&] { queue.pop_back(); });
                       std::this_thread::sleep_for(std::chrono::milliseconds(5));
                       ++done;
                     });
  thread.start();
  thread.ask([&] { queue.assign(1000, 1); });
  thread.stop();
  EXPECT_LT(done.load(), 1000);
  thread.stop();  // a second stop does nothing
}

}  // namespace
