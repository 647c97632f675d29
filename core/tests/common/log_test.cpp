// The manager's log file (log.h): a symlink, a hard link or another user's file planted at a
// configured log path in a shared directory is not written to.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "core/common/log.h"

using namespace mysqlpool;

namespace {

class LogFile : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/mp-log-XXXXXX";
    ASSERT_NE(mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
    ASSERT_EQ(chmod(dir_.c_str(), 01777), 0);
    victim_ = dir_ + "/victim-file";
    std::ofstream(victim_) << "precious\n";
  }
  void TearDown() override {
    log_open("");
    std::string cmd = "rm -rf '" + dir_ + "'";
    ASSERT_EQ(system(cmd.c_str()), 0);
  }
  static std::string read(const std::string& path) {
    std::ifstream in(path);
    std::stringstream all;
    all << in.rdbuf();
    return all.str();
  }
  std::string dir_, victim_;
};

}  // namespace

TEST_F(LogFile, a_file_of_ours_is_written) {
  const std::string path = dir_ + "/manager.log";
  log_open(path);
  log_line("info", "hello %d", 1);
  EXPECT_NE(read(path).find("info: hello 1"), std::string::npos);
  struct stat st;
  ASSERT_EQ(stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

TEST_F(LogFile, a_symlink_planted_at_the_path_is_not_followed) {
  const std::string path = dir_ + "/manager.log";
  ASSERT_EQ(symlink(victim_.c_str(), path.c_str()), 0);
  log_open(path);
  log_line("info", "this line must not reach the victim's file");
  EXPECT_EQ(read(victim_), "precious\n");
}

TEST_F(LogFile, a_hard_link_or_another_users_file_is_not_written) {
  const std::string linked = dir_ + "/linked.log";
  ASSERT_EQ(link(victim_.c_str(), linked.c_str()), 0);
  log_open(linked);
  log_line("info", "this line must not reach the victim's file");
  EXPECT_EQ(read(victim_), "precious\n");
  // the rest needs another user's file: the test command runs as root, so no pass without it
  ASSERT_EQ(getuid(), 0u) << "needs root to make a file of another uid";
  const std::string foreign = dir_ + "/foreign.log";
  int fd = open(foreign.c_str(), O_CREAT | O_WRONLY, 0666);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(fchown(fd, 65534, 65534), 0);
  close(fd);
  log_open(foreign);
  log_line("info", "this line must not reach another user's file");
  EXPECT_EQ(read(foreign), "");
}
