#include "io/blob_writer.hpp"

#include <cerrno>

#include "io/platform.hpp"

namespace attn::io {
namespace {
constexpr std::size_t kMostQueued = std::size_t{16} << 20;
}

BlobWriter::BlobWriter(const std::string& path, bool from_start, Sha256* hash) : hash_(hash) {
  file_ = platform::open_file(path, from_start ? "wb" : "ab");
  if (file_ == nullptr) {
    error_ = errno == 0 ? EIO : errno;
    finished_ = true;
    return;
  }
  thread_ = std::thread([this] { run(); });
}

BlobWriter::~BlobWriter() { finish(); }

bool BlobWriter::write(const char* data, std::size_t size) {
  std::unique_lock<std::mutex> lock(mutex_);
  has_room_.wait(lock, [&] { return queued_ < kMostQueued || error_ != 0; });
  if (error_ != 0 || finished_) return false;
  queue_.emplace_back(data, size);
  queued_ += size;
  has_bytes_.notify_one();
  return true;
}

void BlobWriter::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    has_bytes_.wait(lock, [&] { return !queue_.empty() || closing_; });
    if (queue_.empty()) return;
    std::string bytes = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    int failed = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) failed = errno == 0 ? ENOSPC : errno;
    if (failed == 0 && hash_ != nullptr) hash_->update(bytes.data(), bytes.size());
    lock.lock();
    queued_ -= bytes.size();
    if (failed != 0 && error_ == 0) error_ = failed;
    has_room_.notify_one();
  }
}

int BlobWriter::finish() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (finished_) return error_;
    closing_ = true;
    has_bytes_.notify_one();
  }
  if (thread_.joinable()) thread_.join();
  std::lock_guard<std::mutex> lock(mutex_);
  if (std::fflush(file_) != 0 && error_ == 0) error_ = errno == 0 ? EIO : errno;
  if (std::fclose(file_) != 0 && error_ == 0) error_ = errno == 0 ? EIO : errno;
  file_ = nullptr;
  finished_ = true;
  return error_;
}

int BlobWriter::error() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return error_;
}

}  // namespace attn::io
