/* The command line of compare and merge (out_operands.c). */
#ifndef ACLCTS_OUT_OPERANDS_H_
#define ACLCTS_OUT_OPERANDS_H_

#ifdef __cplusplus
extern "C" {
#endif

/* compare's and merge's options: --out DIR (into *out) and --help (usage on stdout),
 * and, when base is not NULL (compare), --base first|previous; the operands then
 * start at optind. Returns -1 to go on, else the exit code.
 * cmd is "aclcts compare" or "aclcts merge". */
int aclcts_parse_out_operands(int argc, char **argv, const char *cmd, const char *usage, const char **out,
                              const char **base);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_OUT_OPERANDS_H_ */
