// The directory of one run of this test binary: its managers' control sockets, logs and lock
// files (test_manager() in test_server.h). Made before the first test; removed with what is in
// it after the last, when every test passed (a failed run keeps it, for the managers' logs).
// Before it, every run left a `.log` and a `.v5.lock` per manager in /tmp.
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/tests/support/test_server.h"

namespace mysqlpool::testing {

namespace {

std::string g_run_directory;

// Removes the entries of `dir` that are not directories, then `dir`: false (errno set) if
// something stayed. Nothing here follows a link: unlink() removes the link itself.
bool remove_flat_directory(const std::string& dir) {
  DIR* d = opendir(dir.c_str());
  if (!d) return false;
  std::vector<std::string> names;
  while (dirent* e = readdir(d)) {
    if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) names.push_back(e->d_name);
  }
  closedir(d);
  for (const std::string& name : names) unlink((dir + "/" + name).c_str());
  return rmdir(dir.c_str()) == 0;
}

class RunDirectory : public ::testing::Environment {
 public:
  void SetUp() override {
    char tmpl[] = "/tmp/mysqlpool-gtest-XXXXXX";
    if (!mkdtemp(tmpl)) {
      fprintf(stderr, "mysqlpool tests: mkdtemp(%s): %s\n", tmpl, strerror(errno));
      abort();
    }
    g_run_directory = tmpl;
  }
  void TearDown() override {
    if (!::testing::UnitTest::GetInstance()->Passed()) {
      fprintf(stderr, "mysqlpool tests: kept %s (the managers' logs)\n", g_run_directory.c_str());
      return;
    }
    // A manager still running (its idle exit comes a few seconds after the last client) has
    // nothing left to make there; what it removes itself at exit is then already gone.
    if (!remove_flat_directory(g_run_directory))
      fprintf(stderr, "mysqlpool tests: could not remove %s: %s\n", g_run_directory.c_str(),
              strerror(errno));
  }
};

::testing::Environment* const g_environment = ::testing::AddGlobalTestEnvironment(new RunDirectory);

}  // namespace

const std::string& test_run_directory() {
  if (g_run_directory.empty()) abort();  // only from a test: SetUp made it
  return g_run_directory;
}

TEST(RunDirectory, removes_files_sockets_and_links_but_not_what_they_point_to) {
  char tmpl[] = "/tmp/mysqlpool-gtest-rm-XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  const std::string dir = tmpl;
  char outside_tmpl[] = "/tmp/mysqlpool-gtest-keep-XXXXXX";
  int outside_fd = mkstemp(outside_tmpl);
  ASSERT_GE(outside_fd, 0);
  close(outside_fd);
  FILE* f = fopen((dir + "/a.log").c_str(), "w");
  ASSERT_NE(f, nullptr);
  fclose(f);
  ASSERT_EQ(mkfifo((dir + "/b.sock").c_str(), 0600), 0);
  ASSERT_EQ(symlink(outside_tmpl, (dir + "/c.lock").c_str()), 0);
  EXPECT_TRUE(remove_flat_directory(dir));
  struct stat st;
  EXPECT_NE(stat(dir.c_str(), &st), 0);
  EXPECT_EQ(stat(outside_tmpl, &st), 0);  // the link went, not its target
  unlink(outside_tmpl);
}

TEST(RunDirectory, is_made_before_the_tests_and_names_the_managers_paths) {
  struct stat st;
  ASSERT_EQ(stat(test_run_directory().c_str(), &st), 0);
  EXPECT_TRUE(S_ISDIR(st.st_mode));
  EXPECT_EQ(st.st_mode & 0777, 0700u);  // mkdtemp's: nobody else's to write in
  const ManagerOptions m = test_manager("x");
  EXPECT_EQ(m.socket_path.rfind(test_run_directory() + "/", 0), 0u);
  EXPECT_EQ(m.log_path, m.socket_path + ".log");
}

}  // namespace mysqlpool::testing
