// sha256.hpp: OpenSSL's libcrypto (EVP) on Linux, Windows' CNG (bcrypt) on Windows. Both
// choose the processor's SHA instructions themselves where it has them. The page has
// neither (the browser's crypto.subtle answers only on a later turn): FIPS 180-4 written out. What is shared
// (the hex digits, a file read in pieces) is written once below the two.
#include "io/sha256.hpp"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <bcrypt.h>
#elif !defined(__EMSCRIPTEN__)
#include <openssl/evp.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "io/platform.hpp"
#include "io/sha256_fips.hpp"

namespace attn::io {
namespace {

std::string hex(const unsigned char* bytes, std::size_t size) {
  static const char digits[] = "0123456789abcdef";
  std::string out(2 * size, '0');
  for (std::size_t i = 0; i < size; ++i) {
    out[2 * i] = digits[bytes[i] >> 4];
    out[2 * i + 1] = digits[bytes[i] & 15];
  }
  return out;
}

}  // namespace

#ifdef _WIN32

constexpr std::size_t kDigestBytes = 32;

// One hash object of CNG's SHA-256 provider; a new one after each digest.
struct Sha256::Impl {
  BCRYPT_ALG_HANDLE algorithm = nullptr;
  BCRYPT_HASH_HANDLE hash = nullptr;

  Impl() {
    check(BCryptOpenAlgorithmProvider(&algorithm, BCRYPT_SHA256_ALGORITHM, nullptr, 0), "open");
    start();
  }
  ~Impl() {
    if (hash != nullptr) BCryptDestroyHash(hash);
    if (algorithm != nullptr) BCryptCloseAlgorithmProvider(algorithm, 0);
  }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;

  static void check(NTSTATUS status, const char* step) {
    if (status < 0) {
      char code[16];
      std::snprintf(code, sizeof code, "0x%08lx", static_cast<unsigned long>(status));
      throw std::runtime_error(std::string("SHA-256 (Windows CNG): cannot ") + step + " (status " + code + ")");
    }
  }
  void start() { check(BCryptCreateHash(algorithm, &hash, nullptr, 0, nullptr, 0, 0), "create a hash"); }
  void update(const unsigned char* data, std::size_t size) {
    while (size > 0) {  // BCryptHashData counts in ULONG
      const std::size_t piece = std::min<std::size_t>(size, std::size_t{1} << 30);
      check(BCryptHashData(hash, const_cast<PUCHAR>(data), static_cast<ULONG>(piece), 0), "hash bytes");
      data += piece;
      size -= piece;
    }
  }
  std::string finish() {
    unsigned char digest[kDigestBytes];
    check(BCryptFinishHash(hash, digest, kDigestBytes, 0), "finish a hash");
    BCryptDestroyHash(hash);
    hash = nullptr;
    start();
    return hex(digest, kDigestBytes);
  }
};

#elif defined(__EMSCRIPTEN__)

// FIPS 180-4 written out (sha256_fips.hpp), 64-byte blocks.
struct Sha256::Impl {
  detail::Sha256Fips sha;

  void update(const unsigned char* data, std::size_t size) { sha.update(data, size); }
  std::string finish() {
    unsigned char digest[32];
    sha.finish(digest);
    return hex(digest, sizeof digest);
  }
};

#else

// One EVP digest context; initialised again after each digest.
struct Sha256::Impl {
  EVP_MD_CTX* context = EVP_MD_CTX_new();

  Impl() {
    if (context == nullptr) throw std::runtime_error("SHA-256 (OpenSSL): out of memory");
    start();
  }
  ~Impl() { EVP_MD_CTX_free(context); }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;

  static void check(int ok, const char* step) {
    if (ok != 1) throw std::runtime_error(std::string("SHA-256 (OpenSSL): cannot ") + step);
  }
  void start() { check(EVP_DigestInit_ex(context, EVP_sha256(), nullptr), "start a digest"); }
  void update(const unsigned char* data, std::size_t size) {
    check(EVP_DigestUpdate(context, data, size), "hash bytes");
  }
  std::string finish() {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    check(EVP_DigestFinal_ex(context, digest, &size), "finish a digest");
    start();
    return hex(digest, size);
  }
};

#endif

Sha256::Sha256() : impl_(std::make_unique<Impl>()) {}
Sha256::~Sha256() = default;
Sha256::Sha256(Sha256&&) noexcept = default;
Sha256& Sha256::operator=(Sha256&&) noexcept = default;

void Sha256::update(const void* data, std::size_t size) {
  if (!impl_) impl_ = std::make_unique<Impl>();  // moved from: starts again, empty
  if (size > 0) impl_->update(static_cast<const unsigned char*>(data), size);
}

std::string Sha256::hex_digest() {
  if (!impl_) impl_ = std::make_unique<Impl>();
  return impl_->finish();
}

std::string Sha256::of(const std::string& bytes) {
  Sha256 sha;
  sha.update(bytes.data(), bytes.size());
  return sha.hex_digest();
}

std::string Sha256::of_file(const std::string& path) {
  if (platform::file_info(path).is_directory) {
    throw std::runtime_error("cannot hash '" + path + "': it is a folder, not a file");
  }
  std::FILE* file = platform::open_file(path, "rb");
  if (file == nullptr) {
    throw std::runtime_error("cannot read '" + path + "' to hash it: " + std::strerror(errno));
  }
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(file, &std::fclose);
  Sha256 sha;
  std::vector<char> buffer(1 << 20);
  for (;;) {
    const std::size_t got = std::fread(buffer.data(), 1, buffer.size(), file);
    sha.update(buffer.data(), got);
    if (got < buffer.size()) break;
  }
  if (std::ferror(file)) throw std::runtime_error("cannot read '" + path + "' to hash it: a read failed");
  return sha.hex_digest();
}

}  // namespace attn::io
