// Folders into the test Hub's repositories: one pass over each file's bytes gives its
// SHA-256, its git blob SHA-1 and its MD5 (OpenSSL's libcrypto, not the program's own
// SHA-256: the server checks the downloader, so it shares none of its code).
#include "hub_catalog.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

namespace attn::testing {
namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kLfsSize = 1024 * 1024;

// One EVP digest fed in pieces.
class Digest {
 public:
  explicit Digest(const EVP_MD* kind) : context_(EVP_MD_CTX_new(), EVP_MD_CTX_free) {
    if (!context_ || EVP_DigestInit_ex(context_.get(), kind, nullptr) != 1) {
      throw std::runtime_error("OpenSSL could not start a digest");
    }
  }
  void update(const void* data, std::size_t size) { EVP_DigestUpdate(context_.get(), data, size); }
  void update(const std::string& bytes) { update(bytes.data(), bytes.size()); }
  std::string hex() {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    EVP_DigestFinal_ex(context_.get(), digest.data(), &length);
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < length; ++i) {
      out += kHex[digest[i] >> 4];
      out += kHex[digest[i] & 15];
    }
    return out;
  }

 private:
  std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> context_;
};

std::string git_blob_header(std::uint64_t size) {
  return "blob " + std::to_string(size) + std::string(1, '\0');
}

// The pointer Git LFS commits in place of a large file (the Git LFS specification, v1).
std::string lfs_pointer(const std::string& sha256, std::uint64_t size) {
  return "version https://git-lfs.github.com/spec/v1\noid sha256:" + sha256 + "\nsize " +
         std::to_string(size) + "\n";
}

// The hashes of bytes that are all known: the LFS fields follow from them.
void finish(HubFile& file) {
  file.lfs = stored_with_lfs(file.name, file.size);
  if (file.lfs) {
    file.pointer = lfs_pointer(file.sha256, file.size);
    file.pointer_sha1 = sha1_hex(git_blob_header(file.pointer.size()) + file.pointer);
  }
}

HubFile read_file(const fs::path& path, const std::string& name) {
  HubFile file;
  file.name = name;
  file.path = path.string();
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.path);
  std::error_code error;
  file.size = fs::file_size(path, error);
  if (error) throw std::runtime_error("cannot read the size of " + file.path + ": " + error.message());
  Digest sha256(EVP_sha256()), sha1(EVP_sha1()), md5(EVP_md5());
  sha1.update(git_blob_header(file.size));
  std::vector<char> buffer(1 << 20);
  std::uint64_t read = 0;
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    sha256.update(buffer.data(), got);
    sha1.update(buffer.data(), got);
    md5.update(buffer.data(), got);
    read += got;
  }
  if (read != file.size) throw std::runtime_error("cannot read all of " + file.path);
  file.sha256 = sha256.hex();
  file.git_sha1 = sha1.hex();
  file.md5 = md5.hex();
  finish(file);
  return file;
}

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

std::string sha256_hex(const std::string& bytes) {
  Digest digest(EVP_sha256());
  digest.update(bytes);
  return digest.hex();
}

std::string sha1_hex(const std::string& bytes) {
  Digest digest(EVP_sha1());
  digest.update(bytes);
  return digest.hex();
}

bool stored_with_lfs(const std::string& name, std::uint64_t size) {
  return size >= kLfsSize || ends_with(name, ".safetensors") || ends_with(name, ".bin") ||
         ends_with(name, ".model");
}

HubFile file_from_bytes(const std::string& name, const std::string& bytes) {
  HubFile file;
  file.name = name;
  file.bytes = bytes;
  file.size = bytes.size();
  file.sha256 = sha256_hex(bytes);
  file.git_sha1 = sha1_hex(git_blob_header(bytes.size()) + bytes);
  Digest md5(EVP_md5());
  md5.update(bytes);
  file.md5 = md5.hex();
  finish(file);
  return file;
}

HubRevision read_revision(const std::string& repo, const std::string& revision, const std::string& folder) {
  std::error_code error;
  if (!fs::is_directory(folder, error)) {
    throw std::runtime_error("the folder of " + repo + "@" + revision + " is not there: " + folder);
  }
  HubRevision out;
  out.name = revision;
  const fs::path root(folder);
  for (fs::recursive_directory_iterator it(root, error), end; it != end; it.increment(error)) {
    if (error) break;
    if (!it->is_regular_file(error)) continue;
    const std::string name = it->path().lexically_relative(root).generic_string();
    out.files.push_back(read_file(it->path(), name));
  }
  if (error) throw std::runtime_error("cannot list " + folder + ": " + error.message());
  if (out.files.empty()) throw std::runtime_error("the folder of " + repo + " holds no file: " + folder);
  std::sort(out.files.begin(), out.files.end(),
            [](const HubFile& a, const HubFile& b) { return a.name < b.name; });
  Digest commit(EVP_sha256());
  commit.update(repo + '\n');
  for (const HubFile& file : out.files) commit.update(file.name + '\0' + file.sha256 + '\n');
  out.commit = commit.hex().substr(0, 40);
  return out;
}

const HubRevision* HubRepo::find_revision(const std::string& name_or_commit) const {
  for (const HubRevision& revision : revisions) {
    if (revision.name == name_or_commit) return &revision;
  }
  for (const HubRevision& revision : revisions) {
    if (revision.commit == name_or_commit) return &revision;
  }
  return nullptr;
}

}  // namespace attn::testing
