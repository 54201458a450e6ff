/* The command line that merge and compare share: [--out DIR] [--help]
 * then operands (getopt_long; what follows the options is theirs to read);
 * compare also takes --base first|previous (base != NULL). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "out_operands.h"

int aclcts_parse_out_operands(int argc, char **argv, const char *cmd, const char *usage, const char **out,
                              const char **base)
{
    static const struct option with_base[] = {{"out", required_argument, NULL, 'o'},
                                              {"help", no_argument, NULL, 'h'},
                                              {"base", required_argument, NULL, 'b'},
                                              {NULL, 0, NULL, 0}};
    const struct option *longopts = base != NULL ? with_base
                                                 : (const struct option[]){{"out", required_argument, NULL, 'o'},
                                                                           {"help", no_argument, NULL, 'h'},
                                                                           {NULL, 0, NULL, 0}};
    int ch;
    optind = 1;
    opterr = 0;
    while ((ch = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        if (ch == 'h') {
            fputs(usage, stdout);
            return ACLCTS_EXIT_OK;
        }
        if (ch == 'o') {
            *out = optarg;
            continue;
        }
        if (ch == 'b' && base != NULL) {
            if (strcmp(optarg, "first") != 0 && strcmp(optarg, "previous") != 0) {
                fprintf(stderr, "%s: --base is first or previous, got '%s'\n", cmd, optarg);
                return ACLCTS_EXIT_USAGE;
            }
            *base = optarg;
            continue;
        }
        fprintf(stderr, "%s: unknown option or missing value '%s' (see '%s --help')\n", cmd, argv[optind - 1], cmd);
        return ACLCTS_EXIT_USAGE;
    }
    return -1;
}
