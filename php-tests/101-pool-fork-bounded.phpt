--TEST--
pool: 16 forked processes x 500 queries through max_connections=4; the server never sees more than 4 connections
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
// A user of its own, so that connections of tests running in parallel are not counted.
const USER = 'mp101';
const PASSWORD = 'mp101-pw';
const WORKERS = 16;
const QUERIES = 500;
$root = mp_root();
mp_kill_user_connections($root, USER); // an earlier run's pool may still hold some
$root->exec("DROP USER IF EXISTS '" . USER . "'@'%'");
$root->exec("CREATE USER '" . USER . "'@'%' IDENTIFIED BY '" . PASSWORD . "'");
$root->exec("GRANT SELECT ON *.* TO '" . USER . "'@'%'");
$root = null; // no connection may be inherited by the children

$dsn = mp_dsn(['max_connections' => 4, 'acquire_timeout_ms' => 20000]);

// the 17th process samples the server's connection count every 20 ms until told to stop
[$sampler_end, $parent_end] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$sampler = pcntl_fork();
if ($sampler === 0) {
    fclose($parent_end);
    $max = 0; $samples = 0;
    try {
        $r = mp_root();
        $q = $r->prepare('SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ?');
        stream_set_blocking($sampler_end, false);
        while (true) {
            $q->execute([USER]);
            $max = max($max, (int) $q->fetchColumn());
            $samples++;
            if (fread($sampler_end, 16) !== '') {
                break;
            }
            usleep(20000);
        }
    } catch (Throwable $e) {
        echo "sampler: ", $e->getMessage(), "\n";
        $max = -1;
    }
    stream_set_blocking($sampler_end, true);
    fwrite($sampler_end, "$max $samples\n");
    exit(0);
}
fclose($sampler_end);

$t0 = microtime(true);
$pids = [];
for ($w = 0; $w < WORKERS; $w++) {
    $pid = pcntl_fork();
    if ($pid === 0) {
        fclose($parent_end);
        try {
            $db = new PDO($dsn, USER, PASSWORD);
            $s = $db->prepare('SELECT :n + 0 AS n, :tag AS tag');
            for ($i = 0; $i < QUERIES; $i++) {
                $n = $w * 100000 + $i;
                $tag = "w$w-q$i";
                $s->bindValue(':n', $n, PDO::PARAM_INT);
                $s->bindValue(':tag', $tag, PDO::PARAM_STR);
                $s->execute();
                $row = $s->fetch(PDO::FETCH_NUM);
                if ($row !== [$n, $tag]) {
                    echo "worker $w query $i: sent $n $tag, got ", json_encode($row), "\n";
                    exit(1);
                }
                if ($i % 100 === 0) {
                    // plain query() too, not only prepared statements
                    $v = $db->query("SELECT $n")->fetchColumn();
                    if ($v !== $n) {
                        echo "worker $w query(): sent $n got ", json_encode($v), "\n";
                        exit(1);
                    }
                }
            }
        } catch (Throwable $e) {
            echo "worker $w: ", get_class($e), ': ', $e->getMessage(), "\n";
            exit(2);
        }
        exit(0);
    }
    $pids[$pid] = $w;
}

$failed = 0;
foreach ($pids as $pid => $w) {
    pcntl_waitpid($pid, $status);
    if (!pcntl_wifexited($status) || pcntl_wexitstatus($status) !== 0) {
        $failed++;
        echo "worker $w: status ", pcntl_wifexited($status) ? 'exit ' . pcntl_wexitstatus($status) : 'signal ' . pcntl_wtermsig($status), "\n";
    }
}
$elapsed = microtime(true) - $t0;
fwrite($parent_end, "stop");
[$max, $samples] = array_map('intval', explode(' ', trim(fgets($parent_end))));
pcntl_waitpid($sampler, $status);

echo "workers failed: $failed\n";
echo "connections seen: ", ($max >= 1 && $max <= 4) ? "between 1 and 4" : "$max (expected 1..4)", "\n";
echo "sampled: ", $samples >= 3 ? 'yes' : "only $samples times", "\n";
echo "fast enough: ", $elapsed < 60 ? 'yes' : "no ($elapsed s)", "\n";

$root = mp_root();
$now = (int) $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '" . USER . "'")->fetchColumn();
echo "connections after: ", $now <= 4 ? 'at most 4' : $now, "\n";
$root->exec("DROP USER '" . USER . "'@'%'");
echo "done\n";
?>
--EXPECT--
workers failed: 0
connections seen: between 1 and 4
sampled: yes
fast enough: yes
connections after: at most 4
done
