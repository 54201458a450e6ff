/* The fork server's messages (forkserver_proto.h): one per SOCK_SEQPACKET
 * packet, descriptors passed with SCM_RIGHTS. */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#include "forkserver_proto.h"

/* The bytes of m that are sent: up to the text's terminating NUL (RUN's text
 * is two strings, name and directory). */
static size_t packet_size(const wmsg *m)
{
    size_t used = strnlen(m->text, sizeof m->text);
    if (m->kind == MSG_RUN && used + 1 < sizeof m->text)
        used += 1 + strnlen(m->text + used + 1, sizeof m->text - used - 1);
    return offsetof(wmsg, text) + (used < sizeof m->text ? used + 1 : used);
}

int aclcts_fs_send(int sock, const wmsg *m, const int *fds, size_t nfds)
{
    size_t size = packet_size(m);
    struct iovec iov = {(void *)m, size};
    struct msghdr mh = {0};
    char ctl[CMSG_SPACE(2 * sizeof(int))];
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    if (nfds > 0) {
        memset(ctl, 0, sizeof ctl);
        mh.msg_control = ctl;
        mh.msg_controllen = CMSG_SPACE(nfds * sizeof(int));
        struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(nfds * sizeof(int));
        memcpy(CMSG_DATA(c), fds, nfds * sizeof(int));
    }
    ssize_t n;
    do n = sendmsg(sock, &mh, MSG_NOSIGNAL);
    while (n < 0 && errno == EINTR);
    return n == (ssize_t)size ? 0 : -1;
}

int aclcts_fs_recv(int sock, wmsg *m, int *fds, size_t *nfds, int flags)
{
    struct iovec iov = {m, sizeof *m};
    struct msghdr mh = {0};
    char ctl[CMSG_SPACE(2 * sizeof(int))];
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl;
    mh.msg_controllen = sizeof ctl;
    ssize_t n;
    do n = recvmsg(sock, &mh, flags | MSG_CMSG_CLOEXEC);
    while (n < 0 && errno == EINTR);
    if (nfds) *nfds = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c != NULL; c = CMSG_NXTHDR(&mh, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            if (fds != NULL && k <= 2) {
                memcpy(fds, CMSG_DATA(c), k * sizeof(int));
                *nfds = k;
            }
        }
    if (n == 0) errno = EPIPE;
    if (n < (ssize_t)offsetof(wmsg, text)) return -1;
    if ((size_t)n < sizeof *m) ((char *)m)[n] = '\0'; /* after the last string sent: a text cut short still ends */
    return 0;
}
