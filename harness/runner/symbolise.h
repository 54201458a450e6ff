/* The functions of a crashed child's stack, named (symbolise.c). */
#ifndef ACLCTS_SYMBOLISE_H_
#define ACLCTS_SYMBOLISE_H_

/* text with each "#N /object+0xOFFSET" line named where addr2line can
 * ("#N function (file.c:12) in object+0xOFFSET"); the other lines as they are (malloc). */
char *aclcts_symbolise(const char *text);

#endif /* ACLCTS_SYMBOLISE_H_ */
