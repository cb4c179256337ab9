// Checks of io/http.hpp made the same way on Linux (tests/test_http.cpp: libcurl against
// cpp-httplib) and on Windows (tests/windows/test_http.cpp: WinHTTP against a Winsock
// server): the servers differ, what is checked does not.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "io/http.hpp"

namespace attn::testing {

// perform(request) with the body appended to `body` in `pieces`; on_headers records the
// status it saw in `status_before_body` and checks that it came before any of the body.
inline io::http::Response fetch_into(const io::http::Request& request, std::string& body, int& pieces,
                                     int& status_before_body) {
  io::http::Callbacks callbacks;
  callbacks.on_headers = [&](const io::http::Response& response) {
    status_before_body = response.status;
    EXPECT_TRUE(body.empty()) << "on_headers came after some of the body";
    return true;
  };
  callbacks.on_body = [&](const char* data, std::size_t size) {
    body.append(data, size);
    ++pieces;
    return true;
  };
  return io::http::perform(request, callbacks);
}

inline void expect_lower_case_names(const io::http::Response& response) {
  EXPECT_FALSE(response.headers.empty());
  for (const auto& header : response.headers) {
    EXPECT_TRUE(std::none_of(header.first.begin(), header.first.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
        << header.first;
  }
}

// A request with a token to 127.0.0.1:`port`, where nobody listens: a TransferError that
// names the host and port, and not the token.
inline void expect_refused_naming_the_host(int port) {
  io::http::Request request;
  request.url = "http://127.0.0.1:" + std::to_string(port) + "/gpt2/resolve/main/config.json";
  request.headers = {{"Authorization", "Bearer hf_secret_token"}};
  try {
    io::http::perform(request, {});
    FAIL() << "no error";
  } catch (const io::http::TransferError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("cannot reach 127.0.0.1:" + std::to_string(port)), std::string::npos) << message;
    EXPECT_EQ(message.find("hf_secret_token"), std::string::npos) << message;
  }
}

// GET `url` from a server that stops sending: keep_going says stop once nothing has come
// for 0.3 s. Checks that perform() ends with Stopped having received `expected_bytes`,
// that keep_going was asked at most 0.25 s apart meanwhile (the contract says 100 ms; the
// margin is for a loaded machine) and that perform() gave up within 0.5 s of the "stop";
// prints both times.
inline void expect_stall_left_in_time(const std::string& url, std::size_t expected_bytes, const char* what) {
  using Clock = std::chrono::steady_clock;
  const auto seconds = [](Clock::duration d) { return std::chrono::duration<double>(d).count(); };
  std::size_t bytes = 0;
  Clock::time_point last_bytes = Clock::now();
  Clock::time_point last_asked{};
  Clock::time_point said_stop{};
  double longest_gap = 0;
  io::http::Request request;
  request.url = url;
  io::http::Callbacks callbacks;
  callbacks.on_body = [&](const char*, std::size_t size) {
    bytes += size;
    last_bytes = Clock::now();
    return true;
  };
  callbacks.keep_going = [&] {
    const Clock::time_point now = Clock::now();
    if (last_asked > last_bytes) longest_gap = std::max(longest_gap, seconds(now - last_asked));
    last_asked = now;
    if (seconds(now - last_bytes) < 0.3) return true;
    said_stop = now;
    return false;
  };
  EXPECT_THROW(io::http::perform(request, callbacks), io::http::Stopped);
  const double stop_seconds = seconds(Clock::now() - said_stop);
  EXPECT_EQ(bytes, expected_bytes);
  EXPECT_LT(longest_gap, 0.25);
  EXPECT_LT(stop_seconds, 0.5);
  std::printf("%s: keep_going asked at most %.1f ms apart; perform() stopped %.2f ms after it said so\n", what,
              longest_gap * 1000, stop_seconds * 1000);
}

}  // namespace attn::testing
