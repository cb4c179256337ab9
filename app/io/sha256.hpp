// SHA-256 of bytes given in pieces, for checking a download against the Hub's LFS hash as
// the bytes arrive (not in a second pass over the file). The system's implementation does
// the work: OpenSSL's libcrypto on Linux, Windows' CNG (bcrypt) on Windows, both using the
// processor's SHA instructions where it has them.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace attn::io {

class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(Sha256&&) noexcept;
  Sha256& operator=(Sha256&&) noexcept;

  void update(const void* data, std::size_t size);
  // 64 lower-case hex digits. The object then starts again, empty.
  std::string hex_digest();

  // The digest of a whole string, and of a file's bytes (throws naming an unreadable file).
  static std::string of(const std::string& bytes);
  static std::string of_file(const std::string& path);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace attn::io
