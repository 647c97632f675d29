<?php

/**
 * mysqlpool's mysqli front-end: the part of PHP 8.2's mysqli API it implements (README,
 * "mysqli and WordPress"), with stock mysqli's signatures so that code and subclasses written
 * for it work unchanged. The arginfo is generated from it:
 * php /usr/lib/php/20220829/build/gen_stub.php ext/mysqli/mysqli.stub.php
 *
 * @generate-class-entries
 */

/** @var int */
const MYSQLI_READ_DEFAULT_GROUP = 5;
/** @var int */
const MYSQLI_READ_DEFAULT_FILE = 4;
/** @var int */
const MYSQLI_OPT_CONNECT_TIMEOUT = 0;
/** @var int */
const MYSQLI_OPT_LOCAL_INFILE = 8;
/** @var int */
const MYSQLI_OPT_LOAD_DATA_LOCAL_DIR = 43;
/** @var int */
const MYSQLI_INIT_COMMAND = 3;
/** @var int */
const MYSQLI_OPT_READ_TIMEOUT = 11;
/** @var int */
const MYSQLI_OPT_NET_CMD_BUFFER_SIZE = 202;
/** @var int */
const MYSQLI_OPT_NET_READ_BUFFER_SIZE = 203;
/** @var int */
const MYSQLI_OPT_INT_AND_FLOAT_NATIVE = 201;
/** @var int */
const MYSQLI_OPT_SSL_VERIFY_SERVER_CERT = 21;
/** @var int */
const MYSQLI_SERVER_PUBLIC_KEY = 35;
/** @var int */
const MYSQLI_CLIENT_SSL = 2048;
/** @var int */
const MYSQLI_CLIENT_COMPRESS = 32;
/** @var int */
const MYSQLI_CLIENT_INTERACTIVE = 1024;
/** @var int */
const MYSQLI_CLIENT_IGNORE_SPACE = 256;
/** @var int */
const MYSQLI_CLIENT_NO_SCHEMA = 16;
/** @var int */
const MYSQLI_CLIENT_FOUND_ROWS = 2;
/** @var int */
const MYSQLI_CLIENT_SSL_VERIFY_SERVER_CERT = 1073741824;
/** @var int */
const MYSQLI_CLIENT_SSL_DONT_VERIFY_SERVER_CERT = 64;
/** @var int */
const MYSQLI_CLIENT_CAN_HANDLE_EXPIRED_PASSWORDS = 4194304;
/** @var int */
const MYSQLI_OPT_CAN_HANDLE_EXPIRED_PASSWORDS = 37;
/** @var int */
const MYSQLI_STORE_RESULT = 0;
/** @var int */
const MYSQLI_USE_RESULT = 1;
/** @var int */
const MYSQLI_ASYNC = 8;
/** @var int */
const MYSQLI_STORE_RESULT_COPY_DATA = 16;
/** @var int */
const MYSQLI_ASSOC = 1;
/** @var int */
const MYSQLI_NUM = 2;
/** @var int */
const MYSQLI_BOTH = 3;
/** @var int */
const MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH = 0;
/** @var int */
const MYSQLI_STMT_ATTR_CURSOR_TYPE = 1;
/** @var int */
const MYSQLI_CURSOR_TYPE_NO_CURSOR = 0;
/** @var int */
const MYSQLI_CURSOR_TYPE_READ_ONLY = 1;
/** @var int */
const MYSQLI_CURSOR_TYPE_FOR_UPDATE = 2;
/** @var int */
const MYSQLI_CURSOR_TYPE_SCROLLABLE = 4;
/** @var int */
const MYSQLI_STMT_ATTR_PREFETCH_ROWS = 2;
/** @var int */
const MYSQLI_NOT_NULL_FLAG = 1;
/** @var int */
const MYSQLI_PRI_KEY_FLAG = 2;
/** @var int */
const MYSQLI_UNIQUE_KEY_FLAG = 4;
/** @var int */
const MYSQLI_MULTIPLE_KEY_FLAG = 8;
/** @var int */
const MYSQLI_BLOB_FLAG = 16;
/** @var int */
const MYSQLI_UNSIGNED_FLAG = 32;
/** @var int */
const MYSQLI_ZEROFILL_FLAG = 64;
/** @var int */
const MYSQLI_AUTO_INCREMENT_FLAG = 512;
/** @var int */
const MYSQLI_TIMESTAMP_FLAG = 1024;
/** @var int */
const MYSQLI_SET_FLAG = 2048;
/** @var int */
const MYSQLI_NUM_FLAG = 32768;
/** @var int */
const MYSQLI_PART_KEY_FLAG = 16384;
/** @var int */
const MYSQLI_GROUP_FLAG = 32768;
/** @var int */
const MYSQLI_ENUM_FLAG = 256;
/** @var int */
const MYSQLI_BINARY_FLAG = 128;
/** @var int */
const MYSQLI_NO_DEFAULT_VALUE_FLAG = 4096;
/** @var int */
const MYSQLI_ON_UPDATE_NOW_FLAG = 8192;
/** @var int */
const MYSQLI_TYPE_DECIMAL = 0;
/** @var int */
const MYSQLI_TYPE_TINY = 1;
/** @var int */
const MYSQLI_TYPE_SHORT = 2;
/** @var int */
const MYSQLI_TYPE_LONG = 3;
/** @var int */
const MYSQLI_TYPE_FLOAT = 4;
/** @var int */
const MYSQLI_TYPE_DOUBLE = 5;
/** @var int */
const MYSQLI_TYPE_NULL = 6;
/** @var int */
const MYSQLI_TYPE_TIMESTAMP = 7;
/** @var int */
const MYSQLI_TYPE_LONGLONG = 8;
/** @var int */
const MYSQLI_TYPE_INT24 = 9;
/** @var int */
const MYSQLI_TYPE_DATE = 10;
/** @var int */
const MYSQLI_TYPE_TIME = 11;
/** @var int */
const MYSQLI_TYPE_DATETIME = 12;
/** @var int */
const MYSQLI_TYPE_YEAR = 13;
/** @var int */
const MYSQLI_TYPE_NEWDATE = 14;
/** @var int */
const MYSQLI_TYPE_ENUM = 247;
/** @var int */
const MYSQLI_TYPE_SET = 248;
/** @var int */
const MYSQLI_TYPE_TINY_BLOB = 249;
/** @var int */
const MYSQLI_TYPE_MEDIUM_BLOB = 250;
/** @var int */
const MYSQLI_TYPE_LONG_BLOB = 251;
/** @var int */
const MYSQLI_TYPE_BLOB = 252;
/** @var int */
const MYSQLI_TYPE_VAR_STRING = 253;
/** @var int */
const MYSQLI_TYPE_STRING = 254;
/** @var int */
const MYSQLI_TYPE_CHAR = 1;
/** @var int */
const MYSQLI_TYPE_INTERVAL = 247;
/** @var int */
const MYSQLI_TYPE_GEOMETRY = 255;
/** @var int */
const MYSQLI_TYPE_JSON = 245;
/** @var int */
const MYSQLI_TYPE_NEWDECIMAL = 246;
/** @var int */
const MYSQLI_TYPE_BIT = 16;
/** @var int */
const MYSQLI_SET_CHARSET_NAME = 7;
/** @var int */
const MYSQLI_SET_CHARSET_DIR = 6;
/** @var int */
const MYSQLI_NO_DATA = 100;
/** @var int */
const MYSQLI_DATA_TRUNCATED = 101;
/** @var int */
const MYSQLI_REPORT_INDEX = 4;
/** @var int */
const MYSQLI_REPORT_ERROR = 1;
/** @var int */
const MYSQLI_REPORT_STRICT = 2;
/** @var int */
const MYSQLI_REPORT_ALL = 255;
/** @var int */
const MYSQLI_REPORT_OFF = 0;
/** @var int */
const MYSQLI_DEBUG_TRACE_ENABLED = 0;
/** @var int */
const MYSQLI_SERVER_QUERY_NO_GOOD_INDEX_USED = 16;
/** @var int */
const MYSQLI_SERVER_QUERY_NO_INDEX_USED = 32;
/** @var int */
const MYSQLI_SERVER_QUERY_WAS_SLOW = 2048;
/** @var int */
const MYSQLI_SERVER_PS_OUT_PARAMS = 4096;
/** @var int */
const MYSQLI_REFRESH_GRANT = 1;
/** @var int */
const MYSQLI_REFRESH_LOG = 2;
/** @var int */
const MYSQLI_REFRESH_TABLES = 4;
/** @var int */
const MYSQLI_REFRESH_HOSTS = 8;
/** @var int */
const MYSQLI_REFRESH_STATUS = 16;
/** @var int */
const MYSQLI_REFRESH_THREADS = 32;
/** @var int */
const MYSQLI_REFRESH_REPLICA = 64;
/** @var int */
const MYSQLI_REFRESH_SLAVE = 64;
/** @var int */
const MYSQLI_REFRESH_MASTER = 128;
/** @var int */
const MYSQLI_REFRESH_BACKUP_LOG = 2097152;
/** @var int */
const MYSQLI_TRANS_START_WITH_CONSISTENT_SNAPSHOT = 1;
/** @var int */
const MYSQLI_TRANS_START_READ_WRITE = 2;
/** @var int */
const MYSQLI_TRANS_START_READ_ONLY = 4;
/** @var int */
const MYSQLI_TRANS_COR_AND_CHAIN = 1;
/** @var int */
const MYSQLI_TRANS_COR_AND_NO_CHAIN = 2;
/** @var int */
const MYSQLI_TRANS_COR_RELEASE = 4;
/** @var int */
const MYSQLI_TRANS_COR_NO_RELEASE = 8;
/** @var bool */
const MYSQLI_IS_MARIADB = false;

final class mysqli_driver
{
    /** @readonly */
    public string $client_info;
    /** @readonly */
    public int $client_version;
    /** @readonly */
    public int $driver_version;
    public int $report_mode = 0;
}

class mysqli
{
    /** @readonly */
    public int|string $affected_rows;
    /** @readonly */
    public string $client_info;
    /** @readonly */
    public int $client_version;
    /** @readonly */
    public int $connect_errno;
    /** @readonly */
    public ?string $connect_error;
    /** @readonly */
    public int $errno;
    /** @readonly */
    public string $error;
    /** @readonly */
    public array $error_list;
    /** @readonly */
    public int $field_count;
    /** @readonly */
    public string $host_info;
    /** @readonly */
    public ?string $info;
    /** @readonly */
    public int|string $insert_id;
    /** @readonly */
    public string $server_info;
    /** @readonly */
    public int $server_version;
    /** @readonly */
    public string $sqlstate;
    /** @readonly */
    public int $protocol_version;
    /** @readonly */
    public int $thread_id;
    /** @readonly */
    public int $warning_count;

    public function __construct(
        ?string $hostname = null,
        ?string $username = null,
        #[\SensitiveParameter] ?string $password = null,
        ?string $database = null,
        ?int $port = null,
        ?string $socket = null
    ) {}

    /**
     * @tentative-return-type
     * @alias mysqli_character_set_name
     */
    public function character_set_name(): string {}

    /**
     * @return true
     * @alias mysqli_close
     * @no-verify
     */
    public function close() {}

    /**
     * @tentative-return-type
     * @alias mysqli_connect
     * @no-verify
     */
    public function connect(
        ?string $hostname = null,
        ?string $username = null,
        #[\SensitiveParameter] ?string $password = null,
        ?string $database = null,
        ?int $port = null,
        ?string $socket = null
    ): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_get_client_info
     * @deprecated 8.1.0
     */
    public function get_client_info(): string {}

    /**
     * @tentative-return-type
     * @alias mysqli_get_server_info
     */
    public function get_server_info(): string {}

    /**
     * @deprecated
     * @return bool|null
     */
    public function init() {}

    /**
     * @tentative-return-type
     * @alias mysqli_more_results
     */
    public function more_results(): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_next_result
     */
    public function next_result(): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_ping
     */
    public function ping(): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_query
     */
    public function query(string $query, int $result_mode = MYSQLI_STORE_RESULT): mysqli_result|bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_real_connect
     */
    public function real_connect(
        ?string $hostname = null,
        ?string $username = null,
        #[\SensitiveParameter] ?string $password = null,
        ?string $database = null,
        ?int $port = null,
        ?string $socket = null,
        int $flags = 0
    ): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_real_escape_string
     */
    public function real_escape_string(string $string): string {}

    /**
     * @tentative-return-type
     * @alias mysqli_real_escape_string
     */
    public function escape_string(string $string): string {}

    /**
     * @tentative-return-type
     * @alias mysqli_real_query
     */
    public function real_query(string $query): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_select_db
     */
    public function select_db(string $database): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_set_charset
     */
    public function set_charset(string $charset): bool {}

    /**
     * @param string|int $value
     * @tentative-return-type
     * @alias mysqli_options
     */
    public function options(int $option, $value): bool {}

    /**
     * @param string|int $value
     * @tentative-return-type
     * @alias mysqli_options
     */
    public function set_opt(int $option, $value): bool {}

    /**
     * @return true
     * @alias mysqli_ssl_set
     * @no-verify
     */
    public function ssl_set(
        ?string $key,
        ?string $certificate,
        ?string $ca_certificate,
        ?string $ca_path,
        ?string $cipher_algos
    ) {}

    /**
     * @tentative-return-type
     * @alias mysqli_store_result
     */
    public function store_result(int $mode = 0): mysqli_result|false {}

    /**
     * @tentative-return-type
     * @alias mysqli_use_result
     */
    public function use_result(): mysqli_result|false {}
}

class mysqli_result implements IteratorAggregate
{
    /** @readonly */
    public int $current_field;
    /** @readonly */
    public int $field_count;
    /** @readonly */
    public ?array $lengths;
    /** @readonly */
    public int|string $num_rows;
    /** @readonly */
    public int $type;

    public function __construct(mysqli $mysql, int $result_mode = MYSQLI_STORE_RESULT) {}

    /**
     * @tentative-return-type
     * @alias mysqli_free_result
     */
    public function close(): void {}

    /**
     * @tentative-return-type
     * @alias mysqli_free_result
     */
    public function free(): void {}

    /**
     * @tentative-return-type
     * @alias mysqli_data_seek
     */
    public function data_seek(int $offset): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_fetch_field
     */
    public function fetch_field(): object|false {}

    /**
     * @return array<int, object>
     * @tentative-return-type
     * @alias mysqli_fetch_fields
     */
    public function fetch_fields(): array {}

    /**
     * @tentative-return-type
     * @alias mysqli_fetch_field_direct
     */
    public function fetch_field_direct(int $index): object|false {}

    /**
     * @return array<int|string, mixed>
     * @tentative-return-type
     * @alias mysqli_fetch_all
     */
    public function fetch_all(int $mode = MYSQLI_NUM): array {}

    /**
     * @return array<int|string, mixed>|null|false
     * @tentative-return-type
     * @alias mysqli_fetch_array
     */
    public function fetch_array(int $mode = MYSQLI_BOTH): array|null|false {}

    /**
     * @return array<int|string, mixed>|null|false
     * @tentative-return-type
     * @alias mysqli_fetch_assoc
     */
    public function fetch_assoc(): array|null|false {}

    /**
     * @tentative-return-type
     * @alias mysqli_fetch_object
     */
    public function fetch_object(string $class = "stdClass", array $constructor_args = []): object|null|false {}

    /**
     * @return array<int, mixed>|null|false
     * @tentative-return-type
     * @alias mysqli_fetch_row
     */
    public function fetch_row(): array|null|false {}

    /** @alias mysqli_fetch_column */
    public function fetch_column(int $column = 0): null|int|float|string|false {}

    /**
     * @tentative-return-type
     * @alias mysqli_field_seek
     */
    public function field_seek(int $index): bool {}

    /**
     * @tentative-return-type
     * @alias mysqli_free_result
     */
    public function free_result(): void {}

    public function getIterator(): Iterator {}
}

class mysqli_stmt
{
}

final class mysqli_warning
{
    private function __construct() {}
}

final class mysqli_sql_exception extends RuntimeException
{
    protected string $sqlstate = "00000";

    public function getSqlState(): string {}
}

/** @refcount 1 */
function mysqli_affected_rows(mysqli $mysql): int|string {}

/** @refcount 1 */
function mysqli_character_set_name(mysqli $mysql): string {}

function mysqli_close(mysqli $mysql): true {}

/** @refcount 1 */
function mysqli_connect(
    ?string $hostname = null,
    ?string $username = null,
    #[\SensitiveParameter] ?string $password = null,
    ?string $database = null,
    ?int $port = null,
    ?string $socket = null
): mysqli|false {}

function mysqli_connect_errno(): int {}

/** @refcount 1 */
function mysqli_connect_error(): ?string {}

function mysqli_data_seek(mysqli_result $result, int $offset): bool {}

function mysqli_errno(mysqli $mysql): int {}

/** @refcount 1 */
function mysqli_error(mysqli $mysql): string {}

/**
 * @return array<int, array>
 * @refcount 1
 */
function mysqli_error_list(mysqli $mysql): array {}

/** @refcount 1 */
function mysqli_fetch_field(mysqli_result $result): object|false {}

/**
 * @return array<int, object>
 * @refcount 1
 */
function mysqli_fetch_fields(mysqli_result $result): array {}

/** @refcount 1 */
function mysqli_fetch_field_direct(mysqli_result $result, int $index): object|false {}

/**
 * @return array<int, int>|false
 * @refcount 1
 */
function mysqli_fetch_lengths(mysqli_result $result): array|false {}

/**
 * @return array<int|string, mixed>
 * @refcount 1
 */
function mysqli_fetch_all(mysqli_result $result, int $mode = MYSQLI_NUM): array {}

/**
 * @return array<int|string, mixed>|null|false
 * @refcount 1
 */
function mysqli_fetch_array(mysqli_result $result, int $mode = MYSQLI_BOTH): array|null|false {}

/**
 * @return array<int|string, mixed>|null|false
 * @refcount 1
 */
function mysqli_fetch_assoc(mysqli_result $result): array|null|false {}

/** @refcount 1 */
function mysqli_fetch_object(mysqli_result $result, string $class = "stdClass", array $constructor_args = []): object|null|false {}

/**
 * @return array<int, mixed>|null|false
 * @refcount 1
 */
function mysqli_fetch_row(mysqli_result $result): array|null|false {}

function mysqli_fetch_column(mysqli_result $result, int $column = 0): null|int|float|string|false {}

function mysqli_field_count(mysqli $mysql): int {}

function mysqli_field_seek(mysqli_result $result, int $index): bool {}

function mysqli_field_tell(mysqli_result $result): int {}

function mysqli_free_result(mysqli_result $result): void {}

/** @refcount 1 */
function mysqli_get_client_info(?mysqli $mysql = null): string {}

function mysqli_get_client_version(): int {}

/** @refcount 1 */
function mysqli_get_host_info(mysqli $mysql): string {}

function mysqli_get_proto_info(mysqli $mysql): int {}

/** @refcount 1 */
function mysqli_get_server_info(mysqli $mysql): string {}

function mysqli_get_server_version(mysqli $mysql): int {}

/** @refcount 1 */
function mysqli_init(): mysqli|false {}

/** @refcount 1 */
function mysqli_info(mysqli $mysql): ?string {}

/** @refcount 1 */
function mysqli_insert_id(mysqli $mysql): int|string {}

function mysqli_more_results(mysqli $mysql): bool {}

function mysqli_next_result(mysqli $mysql): bool {}

function mysqli_num_fields(mysqli_result $result): int {}

/** @refcount 1 */
function mysqli_num_rows(mysqli_result $result): int|string {}

/** @param string|int $value */
function mysqli_options(mysqli $mysql, int $option, $value): bool {}

/**
 * @param string|int $value
 * @alias mysqli_options
 */
function mysqli_set_opt(mysqli $mysql, int $option, $value): bool {}

function mysqli_ping(mysqli $mysql): bool {}

function mysqli_report(int $flags): bool {}

function mysqli_query(mysqli $mysql, string $query, int $result_mode = MYSQLI_STORE_RESULT): mysqli_result|bool {}

function mysqli_real_connect(
    mysqli $mysql,
    ?string $hostname = null,
    ?string $username = null,
    #[\SensitiveParameter] ?string $password = null,
    ?string $database = null,
    ?int $port = null,
    ?string $socket = null,
    int $flags = 0
): bool {}

/** @refcount 1 */
function mysqli_real_escape_string(mysqli $mysql, string $string): string {}

/** @alias mysqli_real_escape_string */
function mysqli_escape_string(mysqli $mysql, string $string): string {}

function mysqli_real_query(mysqli $mysql, string $query): bool {}

function mysqli_select_db(mysqli $mysql, string $database): bool {}

function mysqli_set_charset(mysqli $mysql, string $charset): bool {}

/** @refcount 1 */
function mysqli_sqlstate(mysqli $mysql): string {}

function mysqli_ssl_set(
    mysqli $mysql,
    ?string $key,
    ?string $certificate,
    ?string $ca_certificate,
    ?string $ca_path,
    ?string $cipher_algos
): true {}

function mysqli_store_result(mysqli $mysql, int $mode = 0): mysqli_result|false {}

function mysqli_thread_id(mysqli $mysql): int {}

function mysqli_use_result(mysqli $mysql): mysqli_result|false {}

function mysqli_warning_count(mysqli $mysql): int {}
