// A download's bytes written to a file and hashed on a thread of their own, so that the
// thread receiving them from the network only copies them into a queue: on a fast
// connection the SHA-256 then costs no time of the transfer's, where computing it on the
// receiving thread cost a third of the rate on loopback. The queue holds at most 16 MB;
// beyond that the receiving thread waits (the disk or the hash is the slower one).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdio>
#include <deque>
#include <mutex>
#include <string>
#include <thread>

#include "io/sha256.hpp"

namespace attn::io {

class BlobWriter {
 public:
  // Opens `path` to append (or truncated when `from_start`); `hash` (may be null) receives
  // every byte written, in order, and must outlive finish(). error() says when the file
  // could not be opened.
  BlobWriter(const std::string& path, bool from_start, Sha256* hash);
  ~BlobWriter();
  BlobWriter(const BlobWriter&) = delete;
  BlobWriter& operator=(const BlobWriter&) = delete;

  // Queues the bytes; false once a write has failed (error() says why).
  bool write(const char* data, std::size_t size);
  // Waits until every queued byte is written and hashed, and closes the file; the errno of
  // the first failure, 0 when none. Called again, returns the same.
  int finish();
  int error() const;

 private:
  void run();

  std::FILE* file_ = nullptr;
  Sha256* hash_;
  mutable std::mutex mutex_;
  std::condition_variable has_bytes_, has_room_;
  std::deque<std::string> queue_;
  std::size_t queued_ = 0;
  bool closing_ = false;
  bool finished_ = false;
  int error_ = 0;
  std::thread thread_;
};

}  // namespace attn::io
