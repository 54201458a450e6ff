/* The usage texts of the commands (usage.c), printed by --help (cli.c). */
#ifndef ACLCTS_USAGE_H_
#define ACLCTS_USAGE_H_

#ifdef __cplusplus
extern "C" {
#endif

extern const char aclcts_usage_top[];
extern const char aclcts_usage_run[];
extern const char aclcts_usage_list[];
extern const char aclcts_usage_rules[];
extern const char aclcts_usage_probe[];
extern const char aclcts_usage_expect[];
extern const char aclcts_usage_diff[];

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_USAGE_H_ */
