<?php

namespace MysqlPool\Laravel;

use Illuminate\Database\Connection;
use Illuminate\Database\MySqlConnection;
use Illuminate\Support\ServiceProvider;

/**
 * Registers the `mysqlpool` database driver: `'driver' => 'mysqlpool'` in config/database.php.
 *
 * The connection is Laravel's own MySqlConnection (MySQL query and schema grammars, MySQL
 * post-processor, lost-connection detection); only the PDO DSN differs: MysqlPoolConnector
 * builds `mysqlpool:host=...` instead of `mysql:host=...` and keeps Laravel's connect sequence
 * (`use db`, `set names`, `set session sql_mode`, time zone, isolation level).
 *
 * Laravel 8 and later (Connection::resolverFor and the db.connector.* bindings exist since 5.x).
 */
class MysqlPoolServiceProvider extends ServiceProvider
{
    public function register()
    {
        $this->app->bind('db.connector.mysqlpool', MysqlPoolConnector::class);

        Connection::resolverFor('mysqlpool', function ($pdo, $database, $prefix, $config) {
            return new MySqlConnection($pdo, $database, $prefix, $config);
        });
    }
}
