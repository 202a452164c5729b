#include "io/atomic_write.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <system_error>

namespace psa {

namespace {

namespace fs = std::filesystem;

Error failure(const fs::path& file, const char* code, const std::string& reason)
{
    return Error{"file", code, fmt::format("cannot write '{}': {}", file.string(), reason)};
}

std::string errnoText(int e) { return std::strerror(e); }

// Writes all of `text` to fd, retrying partial writes and EINTR; false with errno set on failure.
bool writeAll(int fd, std::string_view text)
{
    const char* p = text.data();
    size_t left = text.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (n == 0) {
            errno = EIO;
            return false;
        }
        p += n;
        left -= static_cast<size_t>(n);
    }
    return true;
}

// A character device or FIFO: written in place, no temporary file (there is nothing to replace).
Result<bool> writeThrough(const fs::path& file, std::string_view text)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return failure(file, "write_failed", errnoText(errno));
    const bool ok = writeAll(fd, text);
    const int writeErr = errno;
    if (::close(fd) != 0 && ok)
        return failure(file, "write_failed", errnoText(errno));
    if (!ok)
        return failure(file, "write_failed", errnoText(writeErr));
    return true;
}

}  // namespace

Result<bool> writeFileAtomically(const fs::path& requested, std::string_view text)
{
    if (requested.empty())
        return failure(requested, "not_writable", "no file name");
    fs::path file = requested;
    struct stat lst{};
    struct stat st{};
    const bool exists = ::lstat(file.c_str(), &lst) == 0;
    if (exists && S_ISLNK(lst.st_mode)) {
        if (::stat(file.c_str(), &st) != 0)
            return failure(requested, "not_writable", "a symbolic link to a missing file");
        if (S_ISREG(st.st_mode)) {
            // Replace the file the link points to, keep the link.
            std::error_code ec;
            fs::path resolved = fs::canonical(file, ec);
            if (ec)
                return failure(requested, "not_writable", ec.message());
            file = resolved;
        }
    } else if (exists) {
        st = lst;
    }
    if (exists) {
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
            return writeThrough(requested, text);
        if (S_ISDIR(st.st_mode))
            return failure(requested, "not_writable", "is a folder");
        if (!S_ISREG(st.st_mode))
            return failure(requested, "not_writable", "not a regular file");
        if ((st.st_mode & 0222) == 0 || ::access(file.c_str(), W_OK) != 0)
            return failure(requested, "not_writable", "the file is read-only");
    }

    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    std::random_device rd;
    std::mt19937_64 rng((static_cast<uint64_t>(rd()) << 32) ^ rd() ^ static_cast<uint64_t>(::getpid()));
    fs::path tmp;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        tmp = dir / fmt::format(".{}.{:016x}.tmp", file.filename().string(), rng());
        fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, exists ? 0600 : 0666);
        if (fd < 0 && errno != EEXIST)
            return failure(requested, "write_failed", fmt::format("cannot create a file in '{}': {}", dir.string(), errnoText(errno)));
    }
    if (fd < 0)
        return failure(requested, "write_failed", fmt::format("cannot create a unique file in '{}'", dir.string()));

    auto abandon = [&](const std::string& reason) {
        if (fd >= 0)
            ::close(fd);
        ::unlink(tmp.c_str());
        return failure(requested, "write_failed", reason);
    };
    if (exists) {
        if (::fchmod(fd, st.st_mode & 07777) != 0)
            return abandon(errnoText(errno));
        if (::fchown(fd, st.st_uid, st.st_gid) != 0) {
            // Not the owner (another user's file in a shared folder): the new file stays ours.
        }
    }
    if (!writeAll(fd, text))
        return abandon(errnoText(errno));
    if (::fsync(fd) != 0)
        return abandon(errnoText(errno));
    const int rc = ::close(fd);
    fd = -1;
    if (rc != 0)
        return abandon(errnoText(errno));
    if (::rename(tmp.c_str(), file.c_str()) != 0)
        return abandon(fmt::format("cannot replace it: {}", errnoText(errno)));
    // Make the rename durable; a failure here no longer affects the file's content.
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        (void)::fsync(dfd);
        ::close(dfd);
    }
    return true;
}

}  // namespace psa
