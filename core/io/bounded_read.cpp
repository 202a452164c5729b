#include "io/bounded_read.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace psa {

Result<std::string> readFileBounded(const std::filesystem::path& file, std::uintmax_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return Error{file.string(), "unreadable", fmt::format("cannot open the file: {}", std::strerror(errno))};
    struct stat st{};
    if (::fstat(fd, &st) != 0) {
        const int e = errno;
        ::close(fd);
        return Error{file.string(), "unreadable", fmt::format("cannot read the file: {}", std::strerror(e))};
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error{file.string(), "not_regular",
                     S_ISDIR(st.st_mode) ? std::string("is a folder, not a file") : std::string("not a regular file (a device, pipe or socket)")};
    }
    const auto tooLarge = [&] {
        return Error{file.string(), "too_large", fmt::format("the file is larger than the limit of {} MiB", maxBytes / (1024 * 1024))};
    };
    if (static_cast<std::uintmax_t>(st.st_size) > maxBytes) {
        ::close(fd);
        return tooLarge();
    }
    std::string out;
    out.reserve(static_cast<size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int e = errno;
            ::close(fd);
            return Error{file.string(), "unreadable", fmt::format("cannot read the file: {}", std::strerror(e))};
        }
        if (n == 0)
            break;
        out.append(buf, static_cast<size_t>(n));
        if (out.size() > maxBytes) {  // grew while being read
            ::close(fd);
            return tooLarge();
        }
    }
    ::close(fd);
    return out;
}

}  // namespace psa
