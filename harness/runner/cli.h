/* The command line (cli.c): main.cpp hands it over, cli.c finds the command
 * and its options and runs it. */
#ifndef ACLCTS_CLI_H_
#define ACLCTS_CLI_H_

#ifdef __cplusplus
extern "C" {
#endif

int aclcts_main(int argc, char **argv);

/* The command line of this process, shell-quoted, for the reports. */
extern const char *aclcts_command_line;

/* Flushes stdout, keeping the first error for the command's exit status
 * (cli.c: output that could not be written is exit 2). */
void aclcts_stdout_flush(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_CLI_H_ */
