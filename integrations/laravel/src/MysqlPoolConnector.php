<?php

namespace MysqlPool\Laravel;

use Illuminate\Database\Connectors\MySqlConnector;

/**
 * Laravel's MySqlConnector with a `mysqlpool:` DSN. Everything else (options, credentials,
 * `use db`, `set names`, strict mode, time zone, isolation level, reconnect on a lost
 * connection) is inherited unchanged.
 *
 * The pool's own DSN keys can be set in the connection's config array (null or absent: the
 * php.ini setting applies): pool, pool_mode, max_connections, min_idle, acquire_timeout_ms,
 * max_lifetime_s, idle_timeout_s, connect_timeout_ms, read_timeout_ms, leak_warning_ms.
 */
class MysqlPoolConnector extends MySqlConnector
{
    public const POOL_KEYS = [
        'pool', 'pool_mode', 'max_connections', 'min_idle', 'acquire_timeout_ms', 'max_lifetime_s',
        'idle_timeout_s', 'connect_timeout_ms', 'read_timeout_ms', 'leak_warning_ms',
    ];

    protected function getDsn(array $config)
    {
        // Laravel's DSN: mysql:unix_socket=...;dbname=... or mysql:host=...;port=...;dbname=...
        $dsn = 'mysqlpool:' . substr(parent::getDsn($config), strlen('mysql:'));
        if (!empty($config['charset'])) {
            $dsn .= ';charset=' . $config['charset'];
        }
        foreach (self::POOL_KEYS as $key) {
            if (isset($config[$key]) && $config[$key] !== '') {
                $dsn .= ";$key=" . $config[$key];
            }
        }
        return $dsn;
    }
}
