/* The process's open descriptors (fds.c), for cases that check a function
 * closes what it opened (FILE012, IPV011, QUERY011). */
#ifndef ACLCTS_HELPERS_FDS_H_
#define ACLCTS_HELPERS_FDS_H_

/* The descriptors open in this process (the entries of /proc/self/fd), or -1
 * when they cannot be listed. */
int open_descriptors(void);

#endif /* ACLCTS_HELPERS_FDS_H_ */
