<?php

// Errors go to PHP's error_log (php-fpm's php-errors.log in the test).
return [
    'default' => 'errorlog',
    'channels' => [
        'errorlog' => ['driver' => 'errorlog', 'level' => 'debug'],
    ],
];
