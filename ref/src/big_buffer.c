/* malloc for buffers that may hold a whole config (up to 10 MiB, FILE005):
 * from 2 MiB on it asks for huge pages where the system gives them on
 * request, so that the first writes fault a few times instead of once per
 * 4 KiB page. A hint: the bytes are the same without it. */
#define _GNU_SOURCE /* MADV_HUGEPAGE */
#include "big_buffer.h"

#include <stdint.h>
#include <sys/mman.h>

void *big_buffer(size_t size)
{
    char *buf = malloc(size);
    const uintptr_t page = 4096, huge = 2u << 20;
    if (buf != NULL && size >= huge) {
        uintptr_t from = ((uintptr_t)buf + page - 1) & ~(page - 1), to = ((uintptr_t)buf + size) & ~(page - 1);
        (void)madvise((void *)from, to - from, MADV_HUGEPAGE);
    }
    return buf;
}
