/**
 * The page's behaviour, plain browser JavaScript run inline (no build step for one page).
 * Messages are Spanish, as the product's default language; field errors from the server are
 * mapped by code to readable sentences.
 */
export const ACCOUNT_PAGE_SCRIPT = String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var PASSWORD = { name: 'password', label: 'Contraseña nueva', type: 'password', autocomplete: 'new-password' };
  var CONFIRM = { name: 'passwordConfirm', label: 'Repite la contraseña', type: 'password', autocomplete: 'new-password' };
  var CURRENT = { name: 'password', label: 'Tu contraseña actual', type: 'password', autocomplete: 'current-password' };

  function show(title, message) {
    $('title').textContent = title;
    $('message').textContent = message;
    $('title').focus();
  }

  function claims(token) {
    try {
      var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(part));
    } catch (e) {
      return {};
    }
  }

  function explain(body) {
    var data = (body && body.data) || {};
    var codes = Object.keys(data).map(function (k) { return data[k] && data[k].code; });
    if (data.token) return 'El enlace no es válido o ya caducó. Pide uno nuevo.';
    if (codes.indexOf('validation_invalid_password') >= 0) return 'La contraseña no es correcta.';
    if (codes.indexOf('validation_values_mismatch') >= 0) return 'Las contraseñas no coinciden.';
    if (codes.indexOf('validation_length_out_of_range') >= 0) return 'La contraseña no tiene una longitud válida: ' + data.password.message;
    if (codes.indexOf('validation_required') >= 0) return 'Completa todos los campos.';
    return 'No se pudo completar. Inténtalo de nuevo.';
  }

  function post(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) {
        if (res.ok) return null;
        return res.json().then(explain, function () { return explain(null); });
      }, function () { return 'No hay conexión con el servidor. Inténtalo de nuevo.'; });
  }

  function form(title, message, fields, url, token, done) {
    show(title, message);
    var box = $('fields');
    fields.forEach(function (f) {
      var label = document.createElement('label');
      label.textContent = f.label;
      var input = document.createElement('input');
      input.name = f.name; input.type = f.type; input.autocomplete = f.autocomplete; input.required = true;
      label.appendChild(input);
      box.appendChild(label);
    });
    $('form').hidden = false;
    $('form').addEventListener('submit', function (event) {
      event.preventDefault();
      var body = { token: token };
      fields.forEach(function (f) { body[f.name] = $('form').elements[f.name].value; });
      $('error').textContent = '';
      post(url, body).then(function (error) {
        if (error) { $('error').textContent = error; return; }
        $('form').hidden = true;
        show(done[0], done[1]);
      });
    });
  }

  // A mangled token has no readable collection: ask the product's users collection, which
  // then explains the token is invalid.
  function records(token) {
    return '/api/collections/' + encodeURIComponent(claims(token).collectionId || 'users') + '/';
  }

  var hash = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  var match;
  if (hash === 'auth/oauth2-redirect-success') {
    show('Sesión iniciada', 'Ya puedes cerrar esta ventana y volver a Rumbo.');
  } else if (hash === 'auth/oauth2-redirect-failure') {
    show('No se pudo iniciar sesión', 'Cierra esta ventana e inténtalo de nuevo desde Rumbo.');
  } else if ((match = hash.match(/^auth\/confirm-password-reset\/(.+)$/))) {
    form('Nueva contraseña', 'Elige la contraseña nueva de tu cuenta.', [PASSWORD, CONFIRM],
      records(match[1]) + 'confirm-password-reset', match[1],
      ['Contraseña cambiada', 'Ya puedes iniciar sesión en Rumbo con tu contraseña nueva.']);
  } else if ((match = hash.match(/^auth\/confirm-email-change\/(.+)$/))) {
    form('Confirma tu nuevo correo', 'Escribe tu contraseña para confirmar el cambio.', [CURRENT],
      records(match[1]) + 'confirm-email-change', match[1],
      ['Correo cambiado', 'Inicia sesión en Rumbo con tu correo nuevo.']);
  } else if ((match = hash.match(/^auth\/confirm-verification\/(.+)$/))) {
    show('Verificando…', 'Un momento.');
    post(records(match[1]) + 'confirm-verification', { token: match[1] }).then(function (error) {
      if (error) show('No se pudo verificar', error);
      else show('Correo verificado', 'Tu cuenta está verificada. Puedes cerrar esta ventana.');
    });
  } else if ((match = hash.match(/^confirm-password-reset\/(.+)$/))) {
    form('Nueva contraseña de operador', 'Elige la contraseña nueva.', [PASSWORD, CONFIRM],
      '/api/admins/confirm-password-reset', match[1],
      ['Contraseña cambiada', 'Ya puedes iniciar sesión como operador con tu contraseña nueva.']);
  }
})();
`;
